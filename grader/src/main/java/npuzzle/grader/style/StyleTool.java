package npuzzle.grader.style;

import java.util.List;
import npuzzle.grader.report.StyleFinding;

/** One tool, set up with its rules, that lists what it finds in a submission. */
interface StyleTool {
    /**
     * Returns the findings on the submission, in the tool's order.
     *
     * @throws Exception whatever the tool throws: the check becomes an error with the reason
     */
    List<StyleFinding> findings(StyleInput input) throws Exception;
}
