package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each denied category of the default policy, flagged with class, method and line; the same calls in main are not. */
class DeniedApiTests {
    /** A method of the scanned Board whose one-line body uses {@code api}, which {@code rule} must deny. */
    record Case(String method, String body, String api, String rule) {
        @Override
        public String toString() {
            return method;
        }
    }

    static final List<Case> CASES = List.of(
            new Case("systemExit", "System.exit(1);", "java/lang/System.exit(I)V", "java.lang.System#exit"),
            new Case("exitByMethodReference", "java.util.function.IntConsumer quit = System::exit;",
                    "java/lang/System.exit(I)V", "java.lang.System#exit"),
            new Case("runtimeHalt", "Runtime.getRuntime().halt(1);", "java/lang/Runtime.halt(I)V",
                    "java.lang.Runtime#halt"),
            new Case("runtimeExec", "Runtime.getRuntime().exec(\"ls\");",
                    "java/lang/Runtime.exec(Ljava/lang/String;)Ljava/lang/Process;", "java.lang.Runtime#exec"),
            new Case("shutdownHook", "Runtime.getRuntime().addShutdownHook(null);",
                    "java/lang/Runtime.addShutdownHook(Ljava/lang/Thread;)V", "java.lang.Runtime#addShutdownHook"),
            new Case("processBuilder", "new ProcessBuilder(\"ls\").start();", "java/lang/ProcessBuilder.<init>([Ljava/lang/String;)V",
                    "java.lang.ProcessBuilder"),
            new Case("processHandle", "ProcessHandle.current().destroy();",
                    "java/lang/ProcessHandle.current()Ljava/lang/ProcessHandle;", "java.lang.ProcessHandle"),
            new Case("thread", "new Thread(() -> { }).start();", "java/lang/Thread.start()V", "java.lang.Thread"),
            new Case("executor", "java.util.concurrent.Executors.newFixedThreadPool(2);",
                    "java/util/concurrent/Executors.newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;",
                    "java.util.concurrent.**"),
            new Case("forkJoinPool", "java.util.concurrent.ForkJoinPool.commonPool();",
                    "java/util/concurrent/ForkJoinPool.commonPool()Ljava/util/concurrent/ForkJoinPool;",
                    "java.util.concurrent.**"),
            new Case("timer", "new java.util.Timer();", "java/util/Timer.<init>()V", "java.util.Timer"),
            new Case("parallelStream", "java.util.List.of(1).parallelStream();",
                    "java/util/List.parallelStream()Ljava/util/stream/Stream;", "java.util.Collection#parallelStream"),
            new Case("file", "new java.io.File(\"x\").delete();", "java/io/File.delete()Z", "java.io.File"),
            new Case("fileInput", "new java.io.FileInputStream(\"x\").close();", "java/io/FileInputStream.<init>(Ljava/lang/String;)V",
                    "java.io.**"),
            new Case("fileOutput", "new java.io.FileOutputStream(\"x\").close();", "java/io/FileOutputStream.<init>(Ljava/lang/String;)V",
                    "java.io.**"),
            new Case("randomAccessFile", "new java.io.RandomAccessFile(\"x\", \"r\").close();",
                    "java/io/RandomAccessFile.<init>(Ljava/lang/String;Ljava/lang/String;)V", "java.io.**"),
            new Case("printStreamToFile", "new java.io.PrintStream(\"x\").close();",
                    "java/io/PrintStream.<init>(Ljava/lang/String;)V", "java.io.PrintStream#<init>"),
            new Case("files", "java.nio.file.Files.readString(java.nio.file.Path.of(\"x\"));",
                    "java/nio/file/Files.readString(Ljava/nio/file/Path;)Ljava/lang/String;", "java.nio.**"),
            new Case("paths", "java.nio.file.Paths.get(\"data\", \"expected.json\");",
                    "java/nio/file/Paths.get(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;", "java.nio.**"),
            new Case("fileSystems", "java.nio.file.FileSystems.getDefault();",
                    "java/nio/file/FileSystems.getDefault()Ljava/nio/file/FileSystem;", "java.nio.**"),
            new Case("fileChannel", "java.nio.channels.FileChannel.open(null).close();",
                    "java/nio/channels/FileChannel.open(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)"
                            + "Ljava/nio/channels/FileChannel;", "java.nio.**"),
            new Case("socket", "new java.net.Socket(\"localhost\", 80).close();", "java/net/Socket.<init>(Ljava/lang/String;I)V", "java.net.**"),
            new Case("classForName", "Class.forName(\"npuzzle.reference.Board\");",
                    "java/lang/Class.forName(Ljava/lang/String;)Ljava/lang/Class;", "java.lang.Class#forName"),
            new Case("declaredField", "Board.class.getDeclaredField(\"x\");",
                    "java/lang/Class.getDeclaredField(Ljava/lang/String;)Ljava/lang/reflect/Field;", "java.lang.Class"),
            new Case("setAccessible", "Board.class.getDeclaredMethods()[0].setAccessible(true);",
                    "java/lang/reflect/Method.setAccessible(Z)V", "java.lang.reflect.**"),
            new Case("methodHandles", "java.lang.invoke.MethodHandles.lookup();",
                    "java/lang/invoke/MethodHandles.lookup()Ljava/lang/invoke/MethodHandles$Lookup;",
                    "java.lang.invoke.**"),
            new Case("classLoader", "ClassLoader.getSystemClassLoader();",
                    "java/lang/ClassLoader.getSystemClassLoader()Ljava/lang/ClassLoader;", "java.lang.ClassLoader"),
            new Case("unsafe", "Object unsafe = sun.misc.Unsafe.class;", "sun/misc/Unsafe", "sun.**"),
            new Case("loadLibrary", "System.loadLibrary(\"evil\");", "java/lang/System.loadLibrary(Ljava/lang/String;)V",
                    "java.lang.System#loadLibrary"),
            new Case("scriptEngine", "new javax.script.ScriptEngineManager();", "javax/script/ScriptEngineManager.<init>()V",
                    "javax.script.**"),
            new Case("serialization", "new java.io.ObjectOutputStream(null);", "java/io/ObjectOutputStream.<init>(Ljava/io/OutputStream;)V",
                    "java.io.ObjectOutputStream"),
            new Case("setOut", "System.setOut(null);", "java/lang/System.setOut(Ljava/io/PrintStream;)V",
                    "java.lang.System#setOut"),
            new Case("setIn", "System.setIn(null);", "java/lang/System.setIn(Ljava/io/InputStream;)V",
                    "java.lang.System#setIn"),
            new Case("setProperty", "System.setProperty(\"a\", \"b\");",
                    "java/lang/System.setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                    "java.lang.System#setProperty"),
            new Case("getenv", "System.getenv(\"HOME\");", "java/lang/System.getenv(Ljava/lang/String;)Ljava/lang/String;",
                    "java.lang.System#getenv"),
            new Case("securityManager", "new SecurityManager();", "java/lang/SecurityManager.<init>()V",
                    "java.lang.SecurityManager"),
            new Case("management", "java.lang.management.ManagementFactory.getRuntimeMXBean();",
                    "java/lang/management/ManagementFactory.getRuntimeMXBean()Ljava/lang/management/RuntimeMXBean;",
                    "java.lang.management.**"),
            new Case("instrument", "((java.lang.instrument.Instrumentation) null).getAllLoadedClasses();",
                    "java/lang/instrument/Instrumentation.getAllLoadedClasses()[Ljava/lang/Class;",
                    "java.lang.instrument.**"),
            new Case("grader", "npuzzle.reference.Board.goal(3);",
                    "npuzzle/reference/Board.goal(I)Lnpuzzle/reference/Board;", "npuzzle.**"),
            new Case("callsMain", "main(new String[0]);", "Board.main([Ljava/lang/String;)V", "scan"));

    @TempDir
    static Path folder;
    static String source;
    static ScanResult result;

    @BeforeAll
    static void scanABoardThatDoesEverything() throws Exception {
        StringBuilder text = new StringBuilder("public class Board {\n");
        for (Case c : CASES) {
            text.append("    void ").append(c.method()).append("() throws Exception {\n        ").append(c.body())
                    .append("\n    }\n");
        }
        text.append("    public static void main(String[] args) throws Exception {\n");
        for (Case c : CASES.subList(0, CASES.size() - 1)) {
            text.append("        ").append(c.body()).append('\n');
        }
        text.append("        Runnable inMain = () -> System.exit(3);\n");
        text.append("        Object local = new Object() { public String toString() { System.exit(4); return \"\"; } };\n");
        text.append("    }\n}\n");
        source = text.toString();
        Path classes = SnippetCompiler.compile(folder, "everything", Map.of("Board", source));
        result = PolicyScanner.withDefaultPolicy().scan(classes);
    }

    static Stream<Case> cases() {
        return CASES.stream();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void isFlaggedWithItsMethodLineAndRule(Case c) {
        List<Finding> found = result.findings().stream()
                .filter(f -> f.methodName().equals(c.method()) && f.api().equals(c.api()))
                .toList();
        assertEquals(1, found.size(), () -> c.api() + " in " + c.method() + " among " + result.findings());
        Finding finding = found.get(0);
        assertEquals("Board", finding.className());
        assertEquals("()V", finding.methodDescriptor());
        assertEquals(SnippetCompiler.lineOf(source, "void " + c.method() + "()") + 1, finding.line());
        assertTrue(finding.rule().startsWith(c.rule() + ": "), finding.rule());
    }

    @Test
    void findsNothingInMainItsLambdasOrItsLocalClasses() {
        Set<String> methods = CASES.stream().map(Case::method).collect(Collectors.toSet());
        for (Finding finding : result.findings()) {
            assertEquals("Board", finding.className(), finding::describe);
            assertTrue(methods.contains(finding.methodName()), finding::describe);
        }
        assertEquals(Set.of("Board"), result.offendingClasses());
    }
}
