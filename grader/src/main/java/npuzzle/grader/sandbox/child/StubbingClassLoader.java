package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;

/**
 * Loads the student's classes with the platform loader as parent, except that the classes the probe found to hang
 * get {@link ConstructorStub stubbed constructors}.
 */
class StubbingClassLoader extends URLClassLoader {
    private final Map<String, String> stubs;

    /** @param stubs why each stubbed class's constructor is stubbed, by binary class name */
    StubbingClassLoader(URL[] urls, Map<String, String> stubs) {
        super(urls, ClassLoader.getPlatformClassLoader());
        this.stubs = Map.copyOf(stubs);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        String reason = stubs.get(name);
        if (reason == null) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                byte[] stubbed = ConstructorStub.rewrite(classFile(name), reason);
                loaded = defineClass(name, stubbed, 0, stubbed.length);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    /** Returns the class file of a class this loader defines itself. */
    byte[] classFile(String name) throws ClassNotFoundException {
        try (InputStream in = getResourceAsStream(name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }
}
