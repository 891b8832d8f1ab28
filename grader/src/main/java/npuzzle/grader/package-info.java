/**
 * What the grader's packages share: the one configured Gson and the catalog of the rubric's checks (read from
 * their {@code @Check} annotations, never by running student code).
 */
package npuzzle.grader;
