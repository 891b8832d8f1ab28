package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import npuzzle.grader.cost.CostAwareClassLoader;

/**
 * Loads the student's classes, all their code cost-counted, with the platform loader as parent, except that the
 * classes the probe found not to finish get {@link ConstructorStub stubbed constructors}. Counting everything the
 * student wrote lets every check bound the work of student code it calls, so that code which would never finish
 * stops at the same point on every run.
 */
class StubbingClassLoader extends CostAwareClassLoader {
    /** @param stubs why each stubbed class's constructor is stubbed, by binary class name */
    static StubbingClassLoader stubbing(URL[] urls, Map<String, String> stubs) throws IOException {
        return new StubbingClassLoader(urls, stubbed(urls, stubs), UnaryOperator.identity());
    }

    /**
     * @param defined class files by binary name that take precedence over the class path
     * @param transform what is done to each class file (not a course jar's) before it is instrumented
     */
    StubbingClassLoader(URL[] urls, Map<String, byte[]> defined, UnaryOperator<byte[]> transform) {
        // unnamed, so that the student's frames read "Board.tileAt(Board.java:8)", as without the grader
        super(null, urls, ClassLoader.getPlatformClassLoader(), defined, transform);
    }

    private static Map<String, byte[]> stubbed(URL[] urls, Map<String, String> stubs) throws IOException {
        Map<String, byte[]> stubbed = new HashMap<>();
        try (URLClassLoader files = new URLClassLoader(urls, null)) {
            for (Map.Entry<String, String> stub : stubs.entrySet()) {
                String resource = stub.getKey().replace('.', '/') + ".class";
                try (InputStream in = files.getResourceAsStream(resource)) {
                    if (in == null) {
                        throw new IOException("no class file " + resource + " to stub");
                    }
                    stubbed.put(stub.getKey(), ConstructorStub.rewrite(in.readAllBytes(), stub.getValue()));
                }
            }
        }
        return stubbed;
    }
}
