package npuzzle.grader.report;

import java.io.Console;
import java.lang.reflect.Method;
import java.util.Map;

/** Decides whether the console report is coloured: only on a terminal, never with NO_COLOR or --no-color. */
public final class ConsoleColor {
    private ConsoleColor() {
    }

    /** Returns whether to colour, given the flag, the environment and whether stdout is a terminal. */
    public static boolean enabled(boolean noColorFlag, Map<String, String> environment, boolean terminal) {
        String noColor = environment.get("NO_COLOR");
        return !noColorFlag && (noColor == null || noColor.isEmpty()) && terminal;
    }

    /** Returns whether this JVM's stdout is a terminal. */
    public static boolean stdoutIsTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try { // JDK 22+ has a console even when redirected; isTerminal() tells them apart
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // before JDK 22 a console exists only on a terminal
        }
    }
}
