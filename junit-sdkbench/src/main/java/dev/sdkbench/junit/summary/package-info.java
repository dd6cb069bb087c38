/**
 * A case's summary over its passing forks ({@link dev.sdkbench.junit.summary.CaseSummary}): each
 * figure across forks with the {@code stats} primitives, the steady figure's state, the stream and
 * retry figures, and the fixture's share that the stream figures leave out.
 *
 * <p>Not in {@code stats}, beside the primitives: the planner uses those, and this reads the
 * planner's {@code Protocol} and the launcher's {@code Exit}, so there it would close a package
 * cycle. It reads the forks as {@link dev.sdkbench.junit.summary.PassedFork}s so that {@code run}
 * depends on it, not it on {@code run}.
 */
package dev.sdkbench.junit.summary;
