package npuzzle.grader.style;

import java.util.Locale;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Category;

/** The style checks, one per tool and one for the assignment's design rules, in report order. */
public enum StyleCheck {
    SPOTBUGS("SpotBugs", "SpotBugs finds no bug pattern in the compiled classes", "spotbugs-exclude.xml"),
    PMD("PMD", "PMD finds no problem in the sources", "pmd.xml"),
    CHECKSTYLE("Checkstyle", "Checkstyle finds no problem in the sources", "checkstyle.xml"),
    DESIGN("the design rules", "the code follows the assignment's design rules", "design.xml");

    private final String tool;
    private final String name;
    private final String ruleFile;

    StyleCheck(String tool, String name, String ruleFile) {
        this.tool = tool;
        this.name = name;
        this.ruleFile = ruleFile;
    }

    /** Returns the check's id, e.g. {@code style.pmd}. */
    public String id() {
        return "style." + key();
    }

    /** Returns the key a grading config names the check's rule file with, e.g. {@code pmd}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Returns what runs the check, as a student reads it: {@code PMD}. */
    String tool() {
        return tool;
    }

    /** Returns the name of its rule file in the grader's jar. */
    String ruleFile() {
        return ruleFile;
    }

    /** Returns the check as the rubric lists it. */
    public CheckInfo info() {
        return new CheckInfo(id(), Category.STYLE, name, "style");
    }

    /** Returns the check with this id, or null if none has it. */
    public static StyleCheck withId(String id) {
        for (StyleCheck check : values()) {
            if (check.id().equals(id)) {
                return check;
            }
        }
        return null;
    }
}
