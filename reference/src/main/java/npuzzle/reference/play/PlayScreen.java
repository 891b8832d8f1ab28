package npuzzle.reference.play;

import java.io.IOException;
import java.time.Duration;
import org.jline.keymap.BindingReader;
import org.jline.keymap.KeyMap;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.Display;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.NonBlockingReader;

/**
 * The game on a full terminal screen through JLine: raw keys, the alternate screen, redraws of what changed.
 *
 * <p>The terminal is restored (its modes, the main screen, the cursor) by {@link #close}, which {@link #run}'s
 * caller reaches on every way out: {@code q}, Ctrl-C (a key in raw mode; a SIGINT from elsewhere is caught and
 * ends the loop), an exception, and a JVM shutdown (a hangup or {@code kill}) through a shutdown hook.
 */
public final class PlayScreen implements AutoCloseable {
    /** How the player left the game. */
    public enum Exit { QUIT, INTERRUPTED }

    private static final long KEY_POLL_MILLIS = 100;
    private static final long AMBIGUOUS_KEY_MILLIS = 100;

    private final Terminal terminal;
    private final Attributes original;
    private final Thread restoreOnShutdown = new Thread(this::close, "restore-terminal");
    private volatile boolean interrupted;
    private volatile boolean resized = true;
    private boolean started;
    private boolean closed;

    private PlayScreen(Terminal terminal) {
        this.terminal = terminal;
        this.original = terminal.getAttributes();
    }

    /**
     * Opens the process's terminal, without changing it yet.
     *
     * @throws NoTerminalException if standard input or output is not a terminal, or it cannot move the cursor
     */
    public static PlayScreen open() throws NoTerminalException {
        Terminal terminal;
        try {
            // The exec provider changes the modes with stty; JLine 3's JNI provider writes a termios without the
            // line speed and so leaves the terminal at 0 baud when it restores it (jline3 issue 2170).
            terminal = TerminalBuilder.builder().system(true).dumb(false).provider("exec").build();
        } catch (IOException | IllegalStateException e) {
            throw new NoTerminalException("standard input and output are not an interactive terminal", e);
        }
        if (Terminal.TYPE_DUMB.equals(terminal.getType()) || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())
                || terminal.getStringCapability(Capability.cursor_address) == null) {
            String type = terminal.getType();
            try {
                terminal.close();
            } catch (IOException e) {
                // nothing was changed on it
            }
            throw new NoTerminalException("the terminal (TERM=" + type + ") cannot move the cursor", null);
        }
        return new PlayScreen(terminal);
    }

    /** Returns the character set of the terminal, which decides the glyphs it can show. */
    public java.nio.charset.Charset encoding() {
        return terminal.encoding();
    }

    /** Returns whether the terminal shows at least 8 colours. */
    public boolean hasColours() {
        Integer colours = terminal.getNumericCapability(Capability.max_colors);
        return colours != null && colours >= 8;
    }

    /**
     * Plays {@code game} until {@code q} or Ctrl-C, drawing it with {@code view} and animating a solve one slide
     * every {@code pace}.
     */
    public Exit run(Game game, GameView view, Duration pace) throws IOException {
        start();
        Display display = new Display(terminal, true);
        BindingReader keys = new BindingReader(terminal.reader());
        KeyMap<String> keyMap = keyMap();
        long nextStep = 0;
        Size size = null;
        while (!interrupted) {
            game.update();
            if (resized) {
                // Read only on a resize: the exec provider asks stty for the size, a process per call.
                resized = false;
                size = terminal.getSize();
                display.clear();
                display.resize(size.getRows(), size.getColumns());
                terminal.puts(Capability.clear_screen);
            }
            display.update(view.render(game, size.getColumns(), size.getRows()), 0);
            terminal.flush();
            long now = System.nanoTime();
            if (!game.solving()) {
                nextStep = 0;
            } else if (nextStep == 0) {
                nextStep = now + pace.toNanos();
            }
            long wait = game.solving() ? Math.max(1, (nextStep - now) / 1_000_000) : KEY_POLL_MILLIS;
            int next = keys.peekCharacter(wait);
            if (next == NonBlockingReader.EOF) {
                return Exit.QUIT;
            }
            if (next == NonBlockingReader.READ_EXPIRED) {
                if (game.solving() && System.nanoTime() - nextStep >= 0) {
                    game.step();
                    nextStep = System.nanoTime() + pace.toNanos();
                }
                continue;
            }
            Action action = game.controls().action(keys.readBinding(keyMap));
            if (action == Action.QUIT) {
                return Exit.QUIT;
            }
            if (action == Action.INTERRUPT) {
                return Exit.INTERRUPTED;
            }
            game.apply(action);
        }
        return Exit.INTERRUPTED;
    }

    private synchronized void start() {
        if (started) {
            throw new IllegalStateException("the screen was already started");
        }
        started = true;
        Runtime.getRuntime().addShutdownHook(restoreOnShutdown);
        terminal.handle(Terminal.Signal.INT, signal -> interrupted = true);
        terminal.handle(Terminal.Signal.WINCH, signal -> resized = true);
        // Suspending would leave the shell a terminal in raw mode; Ctrl-Z does nothing here.
        terminal.handle(Terminal.Signal.TSTP, signal -> { });
        terminal.enterRawMode();
        // Ctrl-C arrives as a key, not as SIGINT: a signal would also kill the stty process the exec provider may
        // be running at that moment, and the game would end with that error instead of restoring the terminal.
        Attributes raw = terminal.getAttributes();
        raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
        terminal.setAttributes(raw);
        terminal.puts(Capability.enter_ca_mode);
        terminal.puts(Capability.keypad_xmit);
        terminal.puts(Capability.cursor_invisible);
        terminal.flush();
    }

    private KeyMap<String> keyMap() {
        KeyMap<String> map = new KeyMap<>();
        for (char c = ' '; c <= '~'; c++) {
            map.bind(String.valueOf(c), String.valueOf(c));
        }
        bindArrow(map, Controls.UP, Capability.key_up, "A");
        bindArrow(map, Controls.DOWN, Capability.key_down, "B");
        bindArrow(map, Controls.RIGHT, Capability.key_right, "C");
        bindArrow(map, Controls.LEFT, Capability.key_left, "D");
        map.bind(Controls.CTRL_C, KeyMap.ctrl('C'));
        map.setNomatch(Controls.OTHER);
        map.setUnicode(Controls.OTHER);
        map.setAmbiguousTimeout(AMBIGUOUS_KEY_MILLIS);
        return map;
    }

    /** Binds the terminal's own sequence for an arrow and both ANSI forms, which terminals send in either mode. */
    private void bindArrow(KeyMap<String> map, String name, Capability capability, String ansiFinal) {
        String own = KeyMap.key(terminal, capability);
        if (own != null && !own.isEmpty()) {
            map.bind(name, own);
        }
        map.bind(name, KeyMap.esc() + "[" + ansiFinal, KeyMap.esc() + "O" + ansiFinal);
    }

    /** Restores the terminal as it was found and releases it; safe to call more than once, from any thread. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (started) {
            try {
                terminal.puts(Capability.cursor_normal);
                terminal.puts(Capability.keypad_local);
                terminal.puts(Capability.exit_ca_mode);
                terminal.flush();
                terminal.setAttributes(original);
            } catch (RuntimeException e) {
                // the terminal may be gone (a hangup); nothing is left to restore
            }
            try {
                Runtime.getRuntime().removeShutdownHook(restoreOnShutdown);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: this is the hook running
            }
        }
        try {
            terminal.close();
        } catch (IOException | RuntimeException e) {
            // as above
        }
    }
}
