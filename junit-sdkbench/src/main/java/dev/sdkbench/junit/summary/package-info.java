/**
 * A case's summary over its passing forks ({@link dev.sdkbench.junit.summary.CaseSummary}): each
 * figure across forks with the {@code stats} primitives, the steady figure's state, the stream and
 * retry figures, and the fixture's share that the stream figures leave out. The figures, the steady
 * state and the fixture's share are the results model's records, as the results file carries them.
 *
 * <p>Not in {@code stats}, beside the primitives: those know nothing of forks, and this reads the
 * forks' results and the case's settings. It reads the forks as
 * {@link dev.sdkbench.junit.summary.PassedFork}s so that {@code run} depends on it, not it on {@code run}.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.summary;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
