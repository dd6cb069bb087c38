/**
 * A case's summary over its passing forks ({@link dev.sdkbench.junit.summary.CaseSummary}): each
 * figure across forks with the results module's {@code stats} primitives, the per-call latencies of
 * every fork's HdrHistogram pooled ({@link dev.sdkbench.junit.summary.Histograms}), the steady figure's
 * state, the stream and retry figures, and the fixture's share that the stream figures leave out. The
 * figures, the steady state and the fixture's share are the results model's records, as the results
 * file carries them.
 *
 * <p>Not in {@code stats}, beside the primitives: those know nothing of forks, and this reads the
 * forks' results (their histograms in the form forks send them) and the case's settings; the results
 * module, which the reports read with, needs no HdrHistogram. It reads the forks as
 * {@link dev.sdkbench.junit.summary.PassedFork}s so that {@code run} depends on it, not it on {@code run}.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.summary;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
