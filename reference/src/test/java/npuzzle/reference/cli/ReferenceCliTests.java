package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReferenceCliTests {
    @Test
    void helpListsTheSubcommandsAndExitsZero() {
        CliRun run = CliRun.of("--help");
        assertEquals(ExitCodes.OK, run.exit());
        assertTrue(run.out().startsWith("Usage: reference"), run.out());
        for (String subcommand : new String[] {"show", "solve", "generate", "expected", "verify"}) {
            assertTrue(run.out().contains("  " + subcommand + " "), subcommand + " missing from\n" + run.out());
        }
    }

    @Test
    void versionNamesTheCommand() {
        CliRun run = CliRun.of("--version");
        assertEquals(ExitCodes.OK, run.exit());
        assertTrue(run.out().startsWith("reference "), run.out());
    }

    @Test
    void noSubcommandIsAUsageError() {
        CliRun run = CliRun.of();
        assertEquals(ExitCodes.USAGE, run.exit());
        assertTrue(run.err().startsWith("Missing required subcommand"), run.err());
        assertTrue(run.err().contains("Usage: reference"), run.err());
    }

    @Test
    void unknownOptionIsAUsageError() {
        CliRun run = CliRun.of("show", "--colour", "x.txt");
        assertEquals(ExitCodes.USAGE, run.exit());
        assertTrue(run.err().contains("Unknown option: '--colour'"), run.err());
    }
}
