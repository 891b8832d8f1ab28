package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WorkLimitTests {
    @AfterEach
    void lift() {
        CostCounter.unlimited();
    }

    private static void tick(int times) {
        for (int k = 0; k < times; k++) {
            CostCounter.tick();
        }
    }

    @Test
    void workPastTheLimitThrowsAndTheLimitIsLiftedAfterwards() {
        CostLimitError passed = assertThrows(CostLimitError.class, () -> WorkLimit.run(10, () -> tick(11)));
        assertTrue(WorkLimit.passed(new RuntimeException("wrapped", passed)));
        assertEquals(Long.MAX_VALUE, CostCounter.ceiling());
        assertDoesNotThrow(() -> WorkLimit.run(10, () -> tick(10)));
    }

    @Test
    void theWorkOfANestedLimitIsNotChargedToTheEnclosingOne() {
        assertDoesNotThrow(() -> WorkLimit.run(10, () -> {
            tick(5);
            WorkLimit.run(100, () -> tick(90));
            tick(4);
        }));
        assertThrows(CostLimitError.class, () -> WorkLimit.run(10, () -> {
            WorkLimit.run(100, () -> tick(90));
            tick(11);
        }));
    }

    @Test
    void aNestedLimitThatWasPassedLeavesTheEnclosingOneUnpassed() {
        assertDoesNotThrow(() -> WorkLimit.run(10, () -> {
            assertThrows(CostLimitError.class, () -> WorkLimit.run(5, () -> tick(6)));
            tick(9);
        }));
        assertFalse(WorkLimit.passed(new IllegalStateException("not a limit")));
    }
}
