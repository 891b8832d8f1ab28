package npuzzle.grader.browser;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * One tab of a {@link Chromium}: opens a file, records every console error, uncaught exception, error logged by the
 * browser and request the page makes, and drives it as a person would (real mouse clicks and key presses).
 */
public final class BrowserPage {
    private static final long LOAD_SECONDS = 30;
    /** Fewer pixels than this share, off the most common colour, make a screenshot blank. */
    private static final double BLANK_SHARE = 0.005;

    private final DevToolsConnection connection;
    private final String sessionId;
    private final List<String> errors = new ArrayList<>();
    private final List<String> requests = new ArrayList<>();
    private volatile CountDownLatch loaded = new CountDownLatch(1);

    BrowserPage(DevToolsConnection connection, String sessionId) {
        this.connection = connection;
        this.sessionId = sessionId;
        connection.onEvent(this::record);
        for (String domain : List.of("Page", "Runtime", "Log", "Network")) {
            call(domain + ".enable", null);
        }
        JsonObject metrics = new JsonObject();
        metrics.addProperty("width", 1200);
        metrics.addProperty("height", 900);
        metrics.addProperty("deviceScaleFactor", 1);
        metrics.addProperty("mobile", false);
        call("Emulation.setDeviceMetricsOverride", metrics);
    }

    private void record(JsonObject event) {
        if (!event.has("sessionId") || !sessionId.equals(event.get("sessionId").getAsString())) {
            return;
        }
        String method = event.get("method").getAsString();
        JsonObject params = event.getAsJsonObject("params");
        synchronized (this) {
            switch (method) {
                case "Page.loadEventFired" -> loaded.countDown();
                case "Runtime.consoleAPICalled" -> {
                    String type = params.get("type").getAsString();
                    if (type.equals("error") || type.equals("assert") || type.equals("warning")) {
                        errors.add("console." + type + ": " + params.get("args"));
                    }
                }
                case "Runtime.exceptionThrown" -> errors.add("uncaught: " + params.get("exceptionDetails"));
                case "Log.entryAdded" -> {
                    JsonObject entry = params.getAsJsonObject("entry");
                    if (!entry.get("level").getAsString().equals("verbose")
                            && !entry.get("level").getAsString().equals("info")) {
                        errors.add("log " + entry.get("level").getAsString() + ": " + entry.get("text").getAsString());
                    }
                }
                case "Network.requestWillBeSent" -> requests.add(params.getAsJsonObject("request").get("url")
                        .getAsString());
                default -> {
                }
            }
        }
    }

    JsonObject call(String method, JsonObject params) {
        return connection.call(sessionId, method, params);
    }

    /** Opens {@code file} and waits for its load event. */
    public void open(Path file) throws InterruptedException {
        loaded = new CountDownLatch(1);
        JsonObject navigate = new JsonObject();
        navigate.addProperty("url", file.toUri().toString());
        JsonObject result = call("Page.navigate", navigate);
        if (result.has("errorText")) {
            throw new AssertionError("cannot open " + file + ": " + result.get("errorText"));
        }
        if (!loaded.await(LOAD_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError(file + " did not load in " + LOAD_SECONDS + " s");
        }
    }

    /** Returns the console errors and warnings, uncaught exceptions and browser log errors so far. */
    public synchronized List<String> errors() {
        return List.copyOf(errors);
    }

    /** Returns the URL of every request the page made so far, its own document's included. */
    public synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    /** Returns the value of a JavaScript expression (awaited if a promise), as JSON. */
    public JsonElement evaluate(String expression) {
        JsonObject params = new JsonObject();
        params.addProperty("expression", expression);
        params.addProperty("returnByValue", true);
        params.addProperty("awaitPromise", true);
        JsonObject result = call("Runtime.evaluate", params);
        if (result.has("exceptionDetails")) {
            throw new AssertionError(expression + " threw: " + result.get("exceptionDetails"));
        }
        JsonObject value = result.getAsJsonObject("result");
        return value.has("value") ? value.get("value") : com.google.gson.JsonNull.INSTANCE;
    }

    public String text(String expression) {
        JsonElement value = evaluate(expression);
        return value.isJsonNull() ? null : value.getAsString();
    }

    public int number(String expression) {
        return evaluate(expression).getAsInt();
    }

    /** Clicks the middle of the first element {@code selector} matches, with the mouse, scrolled into view. */
    public void click(String selector) {
        JsonArray at = evaluate("(() => { const e = document.querySelector(" + quoted(selector) + ");"
                + " if (!e) throw new Error('no element ' + " + quoted(selector) + ");"
                + " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
                + " return [r.x + r.width / 2, r.y + r.height / 2]; })()").getAsJsonArray();
        for (String type : List.of("mouseMoved", "mousePressed", "mouseReleased")) {
            JsonObject mouse = new JsonObject();
            mouse.addProperty("type", type);
            mouse.addProperty("x", at.get(0).getAsDouble());
            mouse.addProperty("y", at.get(1).getAsDouble());
            if (!type.equals("mouseMoved")) {
                mouse.addProperty("button", "left");
                mouse.addProperty("clickCount", 1);
            }
            call("Input.dispatchMouseEvent", mouse);
        }
    }

    /** Focuses the first element {@code selector} matches. */
    public void focus(String selector) {
        evaluate("document.querySelector(" + quoted(selector) + ").focus()");
    }

    private static final Map<String, Integer> KEY_CODES = Map.of("ArrowLeft", 37, "ArrowRight", 39, "ArrowUp", 38,
            "ArrowDown", 40, "Home", 36, "End", 35, "Tab", 9, "Enter", 13, " ", 32);

    /** Presses and releases a key (ArrowLeft, ArrowRight, Home, End, Tab, Enter, space) on the focused element. */
    public void press(String key) {
        Integer code = KEY_CODES.get(key);
        if (code == null) {
            throw new IllegalArgumentException("no key code for " + key);
        }
        for (String type : List.of("keyDown", "keyUp")) {
            JsonObject event = new JsonObject();
            event.addProperty("type", type);
            event.addProperty("key", key);
            event.addProperty("code", key.equals(" ") ? "Space" : key);
            event.addProperty("windowsVirtualKeyCode", code);
            event.addProperty("nativeVirtualKeyCode", code);
            if (type.equals("keyDown") && (key.equals(" ") || key.equals("Enter"))) {
                event.addProperty("text", key.equals(" ") ? " " : "\r");
            }
            call("Input.dispatchKeyEvent", event);
        }
    }

    /** Types text into the focused element, as an input method would. */
    public void type(String text) {
        JsonObject insert = new JsonObject();
        insert.addProperty("text", text);
        call("Input.insertText", insert);
    }

    /** Renders the page for {@code media} ("screen" or "print"). */
    public void emulateMedia(String media) {
        JsonObject params = new JsonObject();
        params.addProperty("media", media);
        call("Emulation.setEmulatedMedia", params);
    }

    /** Returns the page printed to PDF (A4, backgrounds as the print style sets them). */
    public byte[] pdf() {
        JsonObject params = new JsonObject();
        params.addProperty("paperWidth", 8.27);
        params.addProperty("paperHeight", 11.69);
        return Base64.getDecoder().decode(call("Page.printToPDF", params).get("data").getAsString());
    }

    /**
     * Takes a screenshot of the whole page (at most {@code maxHeight} pixels high), writes it to {@code file}, and
     * returns it.
     *
     * @throws AssertionError if it is blank: (nearly) every pixel one colour
     */
    public BufferedImage screenshot(Path file, int maxHeight) throws IOException {
        int height = Math.min(maxHeight, number("Math.ceil(document.documentElement.scrollHeight)"));
        int width = number("Math.ceil(document.documentElement.scrollWidth)");
        JsonObject clip = new JsonObject();
        clip.addProperty("x", 0);
        clip.addProperty("y", 0);
        clip.addProperty("width", width);
        clip.addProperty("height", height);
        clip.addProperty("scale", 1);
        JsonObject params = new JsonObject();
        params.addProperty("format", "png");
        params.addProperty("captureBeyondViewport", true);
        params.add("clip", clip);
        byte[] png = Base64.getDecoder().decode(call("Page.captureScreenshot", params).get("data").getAsString());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, png);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        if (image == null) {
            throw new AssertionError(file + ": the screenshot is not a PNG");
        }
        double share = offColourShare(image);
        if (share < BLANK_SHARE) {
            throw new AssertionError(file + " is blank: only " + share + " of its pixels differ from the most "
                    + "common colour");
        }
        return image;
    }

    /** Returns the share of pixels whose colour is not the image's most common one. */
    static double offColourShare(BufferedImage image) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        int most = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        long pixels = (long) image.getWidth() * image.getHeight();
        return pixels == 0 ? 0 : (double) (pixels - most) / pixels;
    }

    /**
     * Returns each visible text whose colour has less than WCAG AA contrast with its background (4.5:1, 3:1 for
     * large text), as "text: ratio (colour on background)".
     */
    public List<String> lowContrastTexts() throws IOException {
        List<String> problems = new ArrayList<>();
        evaluate(script("contrast.js")).getAsJsonArray().forEach(item -> problems.add(item.getAsString()));
        return problems;
    }

    private static String script(String name) throws IOException {
        try (InputStream in = BrowserPage.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Returns text as a JavaScript string literal. */
    public static String quoted(String text) {
        return new com.google.gson.JsonPrimitive(text).toString();
    }

    /** Returns JSON text of {@code value} parsed, for comparing with what a page holds. */
    public static JsonElement json(String text) {
        return JsonParser.parseString(text);
    }
}
