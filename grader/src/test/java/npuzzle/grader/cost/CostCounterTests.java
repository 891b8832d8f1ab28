package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CostCounterTests {
    @AfterEach
    void lift() {
        CostCounter.unlimited();
    }

    @Test
    void aPassedLimitStaysArmedSoCodeThatCatchesItCannotGoOnUnbudgeted() {
        long start = CostCounter.units();
        CostCounter.limit(start + 3);
        CostCounter.tick();
        CostCounter.tick();
        CostCounter.tick();
        CostLimitError first = assertThrows(CostLimitError.class, CostCounter::tick);
        assertEquals(start + 3, first.limit());
        assertThrows(CostLimitError.class, CostCounter::tick, "the handler's unit of a student catch");
        assertThrows(CostLimitError.class, () -> CostCounter.count(5));
        CostCounter.unlimited();
        assertDoesNotThrow(CostCounter::tick);
    }
}
