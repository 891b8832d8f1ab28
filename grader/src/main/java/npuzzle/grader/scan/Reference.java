package npuzzle.grader.scan;

import org.objectweb.asm.Type;

/**
 * One use of a class or of a member from a student's class.
 *
 * @param site where it occurs
 * @param owner the class used or the member's owner, binary name with dots
 * @param member the member's name, or null for a use of the class itself
 * @param descriptor the member's descriptor, or null for a class
 */
record Reference(Site site, String owner, String member, String descriptor) {
    /** Returns the use of the class named by {@code type} (its element type for an array), or null for primitives. */
    static Reference toType(Site site, Type type) {
        Type element = type.getSort() == Type.ARRAY ? type.getElementType() : type;
        return element.getSort() == Type.OBJECT ? new Reference(site, element.getClassName(), null, null) : null;
    }

    /** Returns the JVM form of what is used: {@code java/lang/System.exit(I)V}, {@code java/lang/System.out}. */
    String api() {
        String internal = owner.replace('.', '/');
        if (member == null) {
            return internal;
        }
        return internal + "." + member + (descriptor.startsWith("(") ? descriptor : "");
    }
}
