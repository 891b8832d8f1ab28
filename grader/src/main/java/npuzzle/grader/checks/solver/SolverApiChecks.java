package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.ApiRules.Required;
import npuzzle.grader.checks.ApiRules;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Solver's public API: Solver(Board), moves(), solution(), nothing else public. */
@ExtendWith(GradingContextResolver.class)
class SolverApiChecks {
    @Check(id = "solver.api.constructor", category = Category.API,
            name = "Solver has the constructor Solver(Board) (CS 61B's: Solver(WorldState))")
    void hasTheConstructor(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        Class<?> board = StudentClasses.board(context).type();
        String problem = ApiRules.constructorProblem(solver, context.assignment().solverParameter(board));
        ApiRules.requireNone("Solver's constructor", problem == null ? List.of() : List.of(problem), 1, null);
    }

    @Check(id = "solver.api.methods", category = Category.API,
            name = "Solver declares moves() and solution() with their exact signatures")
    void declaresTheMethods(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        Class<?> board = StudentClasses.board(context).type();
        List<Required> methods = context.assignment().solverMethods();
        List<String> problems = new ArrayList<>();
        for (Required required : methods) {
            String problem = ApiRules.problem(solver, board, required);
            if (problem != null) {
                problems.add(problem);
            }
        }
        ApiRules.requireNone("Solver's methods", problems, methods.size(), null);
    }

    @Check(id = "solver.api.no-public-fields", category = Category.API, name = "Solver has no public fields")
    void hasNoPublicFields(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        ApiRules.requireNone("Solver has public fields", ApiRules.publicFields(solver), 1,
                "make fields private final");
    }

    @Check(id = "solver.api.no-extra-public-methods", category = Category.API,
            name = "Solver has no public methods or constructors beyond the assignment's (main is allowed)")
    void hasNoExtraPublicMembers(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        Class<?> board = StudentClasses.board(context).type();
        ApiRules.requireNone("Solver has unexpected public members",
                ApiRules.extraPublicMembers(solver, context.assignment().solverMethods(),
                        context.assignment().solverParameter(board)), 1, "make helper methods private");
    }

    @Check(id = "solver.api.board-api-only", category = Category.API,
            name = "Solver uses only the Board's API: no Board field, package-private or extra method without an "
                    + "equivalent")
    void usesOnlyTheBoardsApi(GradingContext context) {
        StudentClasses.solver(context);
        Optional<String> reason = context.notJudgedOnReferenceBoard();
        if (reason.isPresent()) {
            String uses = reason.get().replaceFirst("^not judged on the reference Board: ", "");
            throw new CheckFailure(uses + "; so the Solver checks on the reference Board were run on your Board",
                    CheckDetails.single(null, "only the Board's public API", uses, "use only the Board's public "
                            + "methods: a grader, or another student's Board, has no other members"));
        }
    }
}
