/**
 * CS 61B's {@code hw4.puzzle} types the grader supplies to submissions of the {@code berkeley-cs61b} version: the
 * {@code WorldState} they are written against and a world of the grader's that is not a Board.
 */
package hw4.puzzle;
