/**
 * A headless Chromium for the tests of the HTML pages, driven over the DevTools protocol with the JDK's WebSocket
 * client: open a page from disk, record console errors and requests, click, type, screenshot, print.
 */
package npuzzle.grader.browser;
