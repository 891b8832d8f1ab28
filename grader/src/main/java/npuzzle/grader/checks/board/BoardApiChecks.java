package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.ApiRules.Required;
import npuzzle.grader.checks.ApiRules;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Board's public API: the assignment's signatures exactly, equals(Object) overridden, nothing else public. */
@ExtendWith(GradingContextResolver.class)
class BoardApiChecks {
    private static final Required EQUALS = new Required(boolean.class, false, "equals", Object.class);

    @Check(id = "board.api.constructor", category = Category.API, name = "Board has the constructor Board(int[][])")
    void hasTheConstructor(GradingContext context) {
        Class<?> board = StudentClasses.board(context).type();
        String problem = ApiRules.constructorProblem(board, int[][].class);
        ApiRules.requireNone("Board's constructor", problem == null ? List.of() : List.of(problem), 1, null);
    }

    @Check(id = "board.api.methods", category = Category.API,
            name = "Board declares the assignment's public methods with their exact signatures")
    void declaresTheMethods(GradingContext context) {
        Class<?> board = StudentClasses.board(context).type();
        List<Required> methods = context.assignment().boardMethods();
        List<String> problems = new ArrayList<>();
        for (Required required : methods) {
            String problem = ApiRules.problem(board, board, required);
            if (problem != null) {
                problems.add(problem);
            }
        }
        ApiRules.requireNone("Board's methods", problems, methods.size(), null);
    }

    @Check(id = "board.api.equals-object", category = Category.API,
            name = "Board overrides equals(Object), not an equals(Board) overload")
    void overridesEqualsOfObject(GradingContext context) {
        Class<?> board = StudentClasses.board(context).type();
        String problem = ApiRules.problem(board, board, EQUALS);
        if (problem == null) {
            return;
        }
        String hint = StudentBoard.hasEqualsOverload(board)
                ? "equals(Board) is an overload: a HashSet, List.contains or a caller holding an Object calls "
                        + "equals(Object), which is still Object's identity test; declare equals(Object other)"
                : "declare public boolean equals(Object other), comparing size and tiles";
        ApiRules.requireNone("Board's equals", List.of(problem), 1, hint);
    }

    @Check(id = "board.api.no-public-fields", category = Category.API, name = "Board has no public fields")
    void hasNoPublicFields(GradingContext context) {
        Class<?> board = StudentClasses.board(context).type();
        ApiRules.requireNone("Board has public fields", ApiRules.publicFields(board), 1,
                "make fields private final: a public field lets any caller change an immutable board");
    }

    @Check(id = "board.api.no-extra-public-methods", category = Category.API,
            name = "Board has no public methods or constructors beyond the assignment's (main is allowed)")
    void hasNoExtraPublicMembers(GradingContext context) {
        Class<?> board = StudentClasses.board(context).type();
        List<Required> allowed = new ArrayList<>(context.assignment().boardMethods());
        allowed.add(EQUALS);
        // CS 61B states no such rule for what an interface of the Board's asks (iterator() of Iterable<WorldState>)
        ApiRules.requireNone("Board has unexpected public members", ApiRules.extraPublicMembers(board, allowed,
                context.assignment().worldState(), int[][].class), 1, "make helper methods private");
    }
}
