package npuzzle.grader.fix;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The small edits of one method of a class file that undo the mistakes students make most: a comparison off by its
 * boundary or negated, {@code ==} where {@code equals} was meant, a literal or a value one off, two locals swapped,
 * {@code +} for {@code -}, a condition that should not be there, a term too many, one field read for another, a test
 * that lets the blank through, a statement too many, a format's width one off, {@code equals} on arrays, a count kept
 * beside the search stored where the node's own was meant. Each is a whole class file, the method edited at one
 * instruction or one statement, its frames still valid (an edit never changes what the stack holds across it, nor
 * which locals hold a value).
 */
public final class Mutants {
    /** A mutant: the class file with one edit, the source line of the edited instruction and the edit. */
    public record Mutant(int line, Edit edit, byte[] classFile) {
    }

    private record Site(int index, int line, Edit edit, Consumer<InsnList> apply) {
    }

    private static final Map<Integer, Integer> NEGATED = Map.ofEntries(Map.entry(Opcodes.IF_ICMPEQ, Opcodes.IF_ICMPNE),
            Map.entry(Opcodes.IF_ICMPNE, Opcodes.IF_ICMPEQ), Map.entry(Opcodes.IF_ICMPLT, Opcodes.IF_ICMPGE),
            Map.entry(Opcodes.IF_ICMPGE, Opcodes.IF_ICMPLT), Map.entry(Opcodes.IF_ICMPGT, Opcodes.IF_ICMPLE),
            Map.entry(Opcodes.IF_ICMPLE, Opcodes.IF_ICMPGT), Map.entry(Opcodes.IFEQ, Opcodes.IFNE),
            Map.entry(Opcodes.IFNE, Opcodes.IFEQ), Map.entry(Opcodes.IFLT, Opcodes.IFGE),
            Map.entry(Opcodes.IFGE, Opcodes.IFLT), Map.entry(Opcodes.IFGT, Opcodes.IFLE),
            Map.entry(Opcodes.IFLE, Opcodes.IFGT), Map.entry(Opcodes.IFNULL, Opcodes.IFNONNULL),
            Map.entry(Opcodes.IFNONNULL, Opcodes.IFNULL), Map.entry(Opcodes.IF_ACMPEQ, Opcodes.IF_ACMPNE),
            Map.entry(Opcodes.IF_ACMPNE, Opcodes.IF_ACMPEQ));
    private static final Map<Integer, Integer> BOUNDARY = Map.of(Opcodes.IF_ICMPLT, Opcodes.IF_ICMPLE,
            Opcodes.IF_ICMPLE, Opcodes.IF_ICMPLT, Opcodes.IF_ICMPGT, Opcodes.IF_ICMPGE, Opcodes.IF_ICMPGE,
            Opcodes.IF_ICMPGT, Opcodes.IFLT, Opcodes.IFLE, Opcodes.IFLE, Opcodes.IFLT, Opcodes.IFGT, Opcodes.IFGE,
            Opcodes.IFGE, Opcodes.IFGT);
    /** The operator a jump tests, as source writes it; a jump on one operand compares it with 0 (or null). */
    private static final Map<Integer, String> OPERATOR = Map.ofEntries(Map.entry(Opcodes.IF_ICMPEQ, "=="),
            Map.entry(Opcodes.IF_ICMPNE, "!="), Map.entry(Opcodes.IF_ICMPLT, "<"), Map.entry(Opcodes.IF_ICMPGE, ">="),
            Map.entry(Opcodes.IF_ICMPGT, ">"), Map.entry(Opcodes.IF_ICMPLE, "<="), Map.entry(Opcodes.IFLT, "<"),
            Map.entry(Opcodes.IFGE, ">="), Map.entry(Opcodes.IFGT, ">"), Map.entry(Opcodes.IFLE, "<="),
            Map.entry(Opcodes.IFNULL, "=="), Map.entry(Opcodes.IFNONNULL, "!="), Map.entry(Opcodes.IF_ACMPEQ, "=="),
            Map.entry(Opcodes.IF_ACMPNE, "!="));
    private static final Map<Integer, Integer> SWAPPED_ARITHMETIC = Map.of(Opcodes.IADD, Opcodes.ISUB, Opcodes.ISUB,
            Opcodes.IADD, Opcodes.IDIV, Opcodes.IREM, Opcodes.IREM, Opcodes.IDIV);
    /** A format specifier with a width: {@code %3s}, {@code %-2d}. */
    private static final Pattern FORMAT_WIDTH = Pattern.compile("(%-?)(\\d+)([a-zA-Z])");
    private static final Map<Integer, String> ARITHMETIC = Map.of(Opcodes.IADD, "+", Opcodes.ISUB, "-",
            Opcodes.IDIV, "/", Opcodes.IREM, "%");

    private Mutants() {
    }

    /**
     * Returns the mutants of the method {@code name}{@code descriptor} of the class, the most likely edits first, at
     * most {@code most}.
     */
    public static List<Mutant> of(byte[] classFile, String name, String descriptor, int most) {
        return of(classFile, name, descriptor, most, Map.of());
    }

    /**
     * Returns the mutants like {@link #of(byte[], String, String, int)}, those on the lines of {@code nearness} first,
     * the nearest first ({@link FeedingLines}). A value read one off on a line that stores the judged value
     * ({@code this.hamming = h - 1}) would only make up for a mistake before it: it is never proposed.
     */
    public static List<Mutant> of(byte[] classFile, String name, String descriptor, int most,
            Map<Integer, Integer> nearness) {
        return of(classFile, name, descriptor, most, nearness, Optional.empty(), type -> null);
    }

    /**
     * Returns the mutants like {@link #of(byte[], String, String, int, Map)}, and first those that store the
     * {@code judged} field from its namesake in an object local ({@code moves = node.moves} for
     * {@code moves = counter}); {@code classes} gives the class file of a class by its internal name, or null.
     */
    public static List<Mutant> of(byte[] classFile, String name, String descriptor, int most,
            Map<Integer, Integer> nearness, Optional<String> judged, Function<String, byte[]> classes) {
        ClassNode owner = read(classFile);
        MethodNode method = method(owner, name, descriptor);
        if (method == null) {
            return List.of();
        }
        List<Site> sites = sites(owner, method);
        judged.ifPresent(field -> namesakeSites(sites, owner.name, method, field, classes));
        // a value read one off, or deleted, where the judged value is stored would only make up for a mistake before
        sites.removeIf(site -> (site.edit().kind() == Edit.Kind.OFF_BY_ONE
                || site.edit().kind() == Edit.Kind.STATEMENT) && nearness.getOrDefault(site.line(), -1) == 0);
        Map<Site, Integer> nearnessOf = new IdentityHashMap<>();
        sites.forEach(site -> nearnessOf.put(site, nearness.getOrDefault(site.edit().kind() == Edit.Kind.GUARD
                ? guardedLine(method, site.index()) : site.line(), Integer.MAX_VALUE)));
        ToIntFunction<Site> near = nearnessOf::get;
        sites.sort(Comparator.comparingInt(near).thenComparingInt(site -> rank(site, near))
                .thenComparingInt(Mutants::growth).thenComparingInt(Site::line).thenComparingInt(Site::index));
        List<Mutant> mutants = new ArrayList<>();
        for (Site site : sites.subList(0, Math.min(most, sites.size()))) {
            ClassNode copy = read(classFile);
            MethodNode edited = method(copy, name, descriptor);
            site.apply().accept(edited.instructions);
            ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
            copy.accept(writer);
            mutants.add(new Mutant(site.line(), site.edit(), writer.toByteArray()));
        }
        return mutants;
    }

    private static List<Site> sites(ClassNode owner, MethodNode method) {
        List<String> fields = owner.fields.stream().filter(field -> field.desc.equals("I")
                && (field.access & Opcodes.ACC_STATIC) == 0).map(field -> field.name).toList();
        List<Site> sites = new ArrayList<>();
        int[] depths = StackDepths.of(owner.name, method);
        int line = 0;
        List<Integer> reads = new ArrayList<>(); // the int locals read on the line so far
        for (int index = 0; index < method.instructions.size(); index++) {
            AbstractInsnNode insn = method.instructions.get(index);
            if (insn instanceof LineNumberNode number) {
                swapSites(sites, method, reads, line);
                reads.clear();
                line = number.line;
            } else if (line > 0) {
                addSites(sites, method, index, line, insn);
                fieldSites(sites, owner.name, fields, index, line, insn);
                if (insn instanceof JumpInsnNode jump && depths != null && (jump.getOpcode() == Opcodes.IF_ICMPEQ
                        || jump.getOpcode() == Opcodes.IF_ICMPNE)) {
                    guardSites(sites, method, depths, index, line);
                }
                if (insn.getOpcode() == Opcodes.ILOAD) {
                    reads.add(index);
                }
            }
        }
        swapSites(sites, method, reads, line);
        Statements.of(method, depths).forEach(statement -> sites.add(new Site(statement.first(),
                statement.line(), new Edit(Edit.Kind.STATEMENT, null, null), list -> {
                    for (int index = statement.first(); index <= statement.last(); index++) {
                        list.set(list.get(index), new InsnNode(Opcodes.NOP));
                    }
                })));
        return sites;
    }

    /**
     * Adds the edits that make an equality test also skip what it guards when one of its operands is 0, an operand
     * that only reads (a local, a field, an element): {@code if (tile != goal)} read as
     * {@code if (tile != goal && tile != 0)}, {@code tiles[i][j]} likewise, the blank counted as a tile. The test reads
     * the operand again and jumps where the original jumps, on the stack as it was, so the frames stay valid.
     */
    private static void guardSites(List<Site> sites, MethodNode method, int[] depths, int jump, int line) {
        int second = operandStart(depths, jump, depths[jump] - 1);
        int first = second < 0 ? -1 : operandStart(depths, second, depths[jump] - 2);
        for (int[] operand : new int[][] {{first, second}, {second, jump}}) {
            if (operand[0] < 0 || !onlyReads(method, operand[0], operand[1])) {
                continue;
            }
            AbstractInsnNode start = method.instructions.get(operand[0]);
            String name = start instanceof VarInsnNode local && operand[1] - operand[0] == 1
                    ? intLocal(method, operand[0], local.var) : "";
            sites.add(new Site(jump, line, new Edit(Edit.Kind.GUARD, name, null), list -> {
                InsnList guard = new InsnList();
                for (int index = operand[0]; index < operand[1]; index++) {
                    if (list.get(index).getOpcode() >= 0) {
                        guard.add(list.get(index).clone(Map.of()));
                    }
                }
                guard.add(new JumpInsnNode(Opcodes.IFEQ, ((JumpInsnNode) list.get(jump)).label));
                list.insert(list.get(jump), guard);
            }));
        }
    }

    /**
     * Returns where the operand that ends before {@code end} starts: the last point before it where the stack held
     * {@code below} values, the operand's not yet pushed; -1 when there is none.
     */
    private static int operandStart(int[] depths, int end, int below) {
        for (int index = end - 1; index >= 0; index--) {
            if (depths[index] < 0) {
                continue; // not reached
            }
            if (depths[index] == below) {
                return index;
            }
            if (depths[index] < below) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * Returns whether the instructions read a variable and only read: locals, fields and array elements (at literal
     * indexes too), nothing computed or called.
     */
    private static boolean onlyReads(MethodNode method, int from, int to) {
        boolean variable = false;
        for (int index = from; index < to; index++) {
            AbstractInsnNode insn = method.instructions.get(index);
            int opcode = insn.getOpcode();
            boolean load = opcode == Opcodes.ILOAD || opcode == Opcodes.ALOAD || opcode == Opcodes.GETFIELD
                    || opcode == Opcodes.GETSTATIC;
            boolean element = opcode == Opcodes.IALOAD || opcode == Opcodes.AALOAD || opcode == Opcodes.BALOAD
                    || opcode == Opcodes.CALOAD || opcode == Opcodes.SALOAD;
            if (!(opcode < 0 || load || element || constant(insn) != null)) {
                return false;
            }
            variable |= load;
        }
        return variable;
    }

    private static void addSites(List<Site> sites, MethodNode method, int index, int line, AbstractInsnNode insn) {
        int opcode = insn.getOpcode();
        Integer literal = constant(insn);
        if (insn instanceof JumpInsnNode jump && NEGATED.containsKey(opcode)) {
            jumpSites(sites, index, line, jump);
        } else if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof String format) {
            formatSites(sites, index, line, format);
        } else if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKEVIRTUAL
                && call.owner.equals("java/lang/Object") && call.name.equals("equals")) {
            sites.add(new Site(index, line, new Edit(Edit.Kind.DEEP_EQUALS, "equals", "deepEquals"),
                    list -> list.set(list.get(index), new MethodInsnNode(Opcodes.INVOKESTATIC, "java/util/Objects",
                            "deepEquals", "(Ljava/lang/Object;Ljava/lang/Object;)Z"))));
        } else if (literal != null) {
            int value = literal;
            // a count started at -1 makes up for a mistake elsewhere: it is never the fix
            for (int other : value == 0 ? new int[] {1} : new int[] {value + 1, value - 1}) {
                sites.add(new Site(index, line, new Edit(Edit.Kind.CONSTANT, String.valueOf(value),
                        String.valueOf(other)), list -> list.set(list.get(index), push(other))));
            }
        } else if (ARITHMETIC.containsKey(opcode)) {
            int swapped = SWAPPED_ARITHMETIC.get(opcode);
            sites.add(new Site(index, line, new Edit(Edit.Kind.ARITHMETIC, ARITHMETIC.get(opcode),
                    ARITHMETIC.get(swapped)), list -> list.set(list.get(index), new InsnNode(swapped))));
            if (opcode == Opcodes.IADD || opcode == Opcodes.ISUB) {
                operandSites(sites, index, line, ARITHMETIC.get(opcode));
            }
        } else if (opcode == Opcodes.IMUL) {
            operandSites(sites, index, line, "*");
        } else {
            String read = intRead(method, index, insn);
            if (read != null) {
                for (int op : new int[] {Opcodes.ISUB, Opcodes.IADD}) {
                    sites.add(new Site(index, line, new Edit(Edit.Kind.OFF_BY_ONE, read, op == Opcodes.ISUB ? "-"
                            : "+"), list -> {
                        AbstractInsnNode at = list.get(index);
                        InsnList oneOff = new InsnList();
                        oneOff.add(new InsnNode(Opcodes.ICONST_1));
                        oneOff.add(new InsnNode(op));
                        list.insert(at, oneOff);
                    }));
                }
            }
        }
    }

    /**
     * Adds the edits that store the int {@code field} of this class from the field of the same name of an object
     * local in scope, where it is stored from an int local: {@code moves = node.moves} for {@code moves = counter}.
     */
    private static void namesakeSites(List<Site> sites, String owner, MethodNode method, String field,
            Function<String, byte[]> classes) {
        int line = 0;
        for (int index = 0; index < method.instructions.size(); index++) {
            AbstractInsnNode insn = method.instructions.get(index);
            if (insn instanceof LineNumberNode number) {
                line = number.line;
            }
            if (!(insn instanceof FieldInsnNode store && store.getOpcode() == Opcodes.PUTFIELD
                    && store.owner.equals(owner) && store.name.equals(field) && store.desc.equals("I")
                    && insn.getPrevious() instanceof VarInsnNode read && read.getOpcode() == Opcodes.ILOAD)) {
                continue;
            }
            int at = method.instructions.indexOf(read);
            String from = intLocal(method, at, read.var);
            boolean instance = (method.access & Opcodes.ACC_STATIC) == 0;
            for (LocalVariableNode object : inScope(method, at)) {
                if (instance && object.index == 0) {
                    continue; // this: the field itself
                }
                String type = object.desc.startsWith("L") ? object.desc.substring(1, object.desc.length() - 1) : "";
                if (!from.isEmpty() && hasIntField(classes.apply(type), field)) {
                    sites.add(new Site(at, line, new Edit(Edit.Kind.NAMESAKE, from, object.name + "." + field),
                            list -> {
                                InsnList namesake = new InsnList();
                                namesake.add(new VarInsnNode(Opcodes.ALOAD, object.index));
                                namesake.add(new FieldInsnNode(Opcodes.GETFIELD, type, field, "I"));
                                AbstractInsnNode replaced = list.get(at);
                                list.insert(replaced, namesake);
                                list.remove(replaced);
                            }));
                }
            }
        }
    }

    /** Returns the locals in scope at the instruction (none when compiled without -g). */
    private static List<LocalVariableNode> inScope(MethodNode method, int index) {
        if (method.localVariables == null) {
            return List.of();
        }
        return method.localVariables.stream().filter(local -> method.instructions.indexOf(local.start) <= index
                && index < method.instructions.indexOf(local.end)).toList();
    }

    private static boolean hasIntField(byte[] classFile, String field) {
        return classFile != null && read(classFile).fields.stream().anyMatch(declared -> declared.name.equals(field)
                && declared.desc.equals("I") && (declared.access & Opcodes.ACC_STATIC) == 0);
    }

    /**
     * Adds the edits that make each width of a format one less or one more: {@code "%2s"} for {@code "%3s"}, the
     * columns of {@code toString()} one too wide.
     */
    private static void formatSites(List<Site> sites, int index, int line, String format) {
        Matcher width = FORMAT_WIDTH.matcher(format);
        while (width.find()) {
            int value = Integer.parseInt(width.group(2));
            for (int other : new int[] {value - 1, value + 1}) {
                if (other > 0) {
                    String to = width.group(1) + other + width.group(3);
                    String edited = format.substring(0, width.start()) + to + format.substring(width.end());
                    sites.add(new Site(index, line, new Edit(Edit.Kind.FORMAT, width.group(), to),
                            list -> ((LdcInsnNode) list.get(index)).cst = edited));
                }
            }
        }
    }

    /**
     * Adds the edits that read another of the class's int {@code fields} where the instruction reads one:
     * {@code blankCol} for {@code blankRow}, the row and column students mix up.
     */
    private static void fieldSites(List<Site> sites, String owner, List<String> fields, int index, int line,
            AbstractInsnNode insn) {
        if (insn instanceof FieldInsnNode read && read.getOpcode() == Opcodes.GETFIELD && read.owner.equals(owner)
                && fields.contains(read.name)) {
            for (String other : fields) {
                if (!other.equals(read.name)) {
                    sites.add(new Site(index, line, new Edit(Edit.Kind.FIELD, read.name, other),
                            list -> ((FieldInsnNode) list.get(index)).name = other));
                }
            }
        }
    }

    /** Adds the edits that drop one operand of a binary operator: {@code n * n} read as {@code n}. */
    private static void operandSites(List<Site> sites, int index, int line, String operator) {
        sites.add(new Site(index, line, new Edit(Edit.Kind.OPERAND, operator, null),
                list -> list.set(list.get(index), new InsnNode(Opcodes.POP))));
        sites.add(new Site(index, line, new Edit(Edit.Kind.OPERAND, operator, null), list -> {
            AbstractInsnNode at = list.get(index);
            list.insertBefore(at, new InsnNode(Opcodes.SWAP));
            list.set(at, new InsnNode(Opcodes.POP));
        }));
    }

    /**
     * Adds the edits that swap two int locals read on one line, each pair once: {@code tiles[j][i]} read as
     * {@code tiles[i][j]}, {@code goalRow - j} as {@code goalRow - i}.
     */
    private static void swapSites(List<Site> sites, MethodNode method, List<Integer> reads, int line) {
        for (int a = 0; a < reads.size(); a++) {
            for (int b = a + 1; b < reads.size(); b++) {
                int first = reads.get(a);
                int second = reads.get(b);
                int firstVar = ((VarInsnNode) method.instructions.get(first)).var;
                int secondVar = ((VarInsnNode) method.instructions.get(second)).var;
                String firstName = intLocal(method, first, firstVar);
                String secondName = intLocal(method, second, secondVar);
                // each must be an int in scope where the other is read: "for (int j = i + 1; j < n" reads i where
                // j is not assigned yet, and a class reading it there would not verify
                boolean inScope = !firstName.isEmpty() && !secondName.isEmpty()
                        && intLocal(method, first, secondVar).equals(secondName)
                        && intLocal(method, second, firstVar).equals(firstName);
                if (firstVar != secondVar && inScope) {
                    sites.add(new Site(first, line, new Edit(Edit.Kind.SWAP, firstName, secondName), list -> {
                        ((VarInsnNode) list.get(first)).var = secondVar;
                        ((VarInsnNode) list.get(second)).var = firstVar;
                    }));
                }
            }
        }
    }

    private static void jumpSites(List<Site> sites, int index, int line, JumpInsnNode jump) {
        int opcode = jump.getOpcode();
        String source = OPERATOR.get(NEGATED.get(opcode));
        int negated = NEGATED.get(opcode);
        boolean onObjects = opcode == Opcodes.IF_ACMPEQ || opcode == Opcodes.IF_ACMPNE;
        boolean twoOperands = onObjects || (opcode >= Opcodes.IF_ICMPEQ && opcode <= Opcodes.IF_ICMPLE);
        if (BOUNDARY.containsKey(opcode)) {
            int other = BOUNDARY.get(opcode);
            sites.add(new Site(index, line, new Edit(Edit.Kind.BOUNDARY, source,
                    OPERATOR.get(NEGATED.get(other))), list -> ((JumpInsnNode) list.get(index)).setOpcode(other)));
        }
        sites.add(new Site(index, line, new Edit(Edit.Kind.NEGATION, source, OPERATOR.get(opcode)),
                list -> ((JumpInsnNode) list.get(index)).setOpcode(negated)));
        if (onObjects) {
            sites.add(new Site(index, line, new Edit(Edit.Kind.EQUALS, source, null), list -> {
                JumpInsnNode at = (JumpInsnNode) list.get(index);
                list.insertBefore(at, new MethodInsnNode(Opcodes.INVOKEVIRTUAL, "java/lang/Object", "equals",
                        "(Ljava/lang/Object;)Z"));
                at.setOpcode(opcode == Opcodes.IF_ACMPEQ ? Opcodes.IFNE : Opcodes.IFEQ);
            }));
        }
        for (boolean taken : new boolean[] {true, false}) {
            sites.add(new Site(index, line, new Edit(Edit.Kind.CONDITION, null, null), list -> {
                JumpInsnNode at = (JumpInsnNode) list.get(index);
                list.insertBefore(at, new InsnNode(twoOperands ? Opcodes.POP2 : Opcodes.POP));
                // a conditional jump on a constant, not a goto: the code after it keeps the frames javac gave it
                list.insertBefore(at, new InsnNode(Opcodes.ICONST_0));
                at.setOpcode(taken ? Opcodes.IFEQ : Opcodes.IFNE);
            }));
        }
    }

    /**
     * Returns where an edit comes among those as near: in the order of its kind, but a statement that feeds the judged
     * value deleted right after the literals (a count of the blank, a term added twice: a line too many is as common
     * a mistake as a literal one off).
     */
    private static int rank(Site site, ToIntFunction<Site> near) {
        Edit.Kind kind = site.edit().kind();
        if (kind == Edit.Kind.STATEMENT && near.applyAsInt(site) != Integer.MAX_VALUE) {
            return 2 * Edit.Kind.CONSTANT.ordinal() + 1;
        }
        return 2 * kind.ordinal();
    }

    /** Returns the line of the code a jump guards: the first line after it, or 0. */
    private static int guardedLine(MethodNode method, int jump) {
        for (int index = jump + 1; index < method.instructions.size(); index++) {
            if (method.instructions.get(index) instanceof LineNumberNode number) {
                return number.line;
            }
        }
        return 0;
    }

    /**
     * Returns how much further from 0 a literal moves, and 1 for a value read one more: a student's literal or value
     * one too many ({@code moves + 1}, {@code row < n}) is likelier than one too few, and a fix that starts a count
     * at -1 is a workaround, not the fix.
     */
    private static int growth(Site site) {
        if (site.edit().kind() == Edit.Kind.OFF_BY_ONE) {
            return site.edit().to().equals("-") ? 0 : 1;
        }
        if (site.edit().kind() != Edit.Kind.CONSTANT) {
            return 0;
        }
        return Math.abs(Integer.parseInt(site.edit().to())) - Math.abs(Integer.parseInt(site.edit().from()));
    }

    /** Returns the int an instruction pushes as a literal, or null. */
    private static Integer constant(AbstractInsnNode insn) {
        int opcode = insn.getOpcode();
        if (opcode >= Opcodes.ICONST_M1 && opcode <= Opcodes.ICONST_5) {
            return opcode - Opcodes.ICONST_0;
        }
        if (insn instanceof IntInsnNode value && (opcode == Opcodes.BIPUSH || opcode == Opcodes.SIPUSH)) {
            return value.operand;
        }
        if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof Integer value) {
            return value;
        }
        return null;
    }

    private static AbstractInsnNode push(int value) {
        if (value >= -1 && value <= 5) {
            return new InsnNode(Opcodes.ICONST_0 + value);
        }
        if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            return new IntInsnNode(Opcodes.BIPUSH, value);
        }
        if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            return new IntInsnNode(Opcodes.SIPUSH, value);
        }
        return new LdcInsnNode(value);
    }

    /**
     * Returns the name of the int value an instruction reads (a local, a field, an array's length, an element), as
     * source would write it, or null when it reads none; "" for a value source names no one way.
     */
    private static String intRead(MethodNode method, int index, AbstractInsnNode insn) {
        if (insn instanceof VarInsnNode variable && insn.getOpcode() == Opcodes.ILOAD) {
            LocalVariableNode local = local(method, index, variable.var);
            return local == null ? "" : local.name;
        }
        if (insn instanceof FieldInsnNode field && field.desc.equals("I")
                && (insn.getOpcode() == Opcodes.GETFIELD || insn.getOpcode() == Opcodes.GETSTATIC)) {
            return field.name;
        }
        if (insn.getOpcode() == Opcodes.ARRAYLENGTH || insn.getOpcode() == Opcodes.IALOAD) {
            return "";
        }
        return null;
    }

    /** Returns the name of the int local in {@code slot} at the instruction, or "" when none is in scope there. */
    private static String intLocal(MethodNode method, int index, int slot) {
        LocalVariableNode local = local(method, index, slot);
        return local != null && local.desc.equals("I") ? local.name : "";
    }

    /** Returns the local in {@code slot} in scope at the instruction, or null (or when compiled without -g). */
    private static LocalVariableNode local(MethodNode method, int index, int slot) {
        return inScope(method, index).stream().filter(local -> local.index == slot).findFirst().orElse(null);
    }

    static ClassNode read(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, 0);
        return node;
    }

    /** Returns the method {@code name}{@code descriptor} of the class, or null. */
    static MethodNode method(ClassNode owner, String name, String descriptor) {
        return owner.methods.stream().filter(m -> m.name.equals(name) && m.desc.equals(descriptor)).findFirst()
                .orElse(null);
    }
}
