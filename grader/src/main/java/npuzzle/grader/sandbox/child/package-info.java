/**
 * What runs inside the child JVM: it reads its spec, loads the student's classes in their own class loaders,
 * runs the checks with the JUnit Platform Launcher and streams one event per check to the parent.
 */
package npuzzle.grader.sandbox.child;
