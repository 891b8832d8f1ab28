package npuzzle.grader.fix;

import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;

/** How many values the operand stack holds before each instruction of a method, as ASM's analyzer finds it. */
final class StackDepths {
    private StackDepths() {
    }

    /**
     * Returns the stack's depth (values, a long or a double counting as one) before each node of the method's
     * instructions, -1 where no code reaches it; null when the method cannot be analyzed.
     */
    static int[] of(String owner, MethodNode method) {
        Frame<BasicValue>[] frames;
        try {
            frames = new Analyzer<>(new BasicInterpreter()).analyze(owner, method);
        } catch (AnalyzerException e) {
            return null;
        }
        int[] depths = new int[frames.length];
        for (int index = 0; index < frames.length; index++) {
            depths[index] = frames[index] == null ? -1 : frames[index].getStackSize();
        }
        return depths;
    }
}
