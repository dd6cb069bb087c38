/**
 * Figures read side by side: for each {@link dev.sdkbench.results.model.Pair} of a run, every fork of
 * the case is set against the reference's fork of the same protocol and ordinal (the two ran in the
 * same interleaved round, so they met the same machine), and each figure's ratio is estimated from
 * those fork-by-fork ratios ({@link dev.sdkbench.results.stats.paired.SignedRank}), with its interval and
 * a {@link dev.sdkbench.results.stats.paired.PairedVerdict}. Drift of the machine between rounds moves both
 * forks of a pair, so it leaves the ratio alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.results.stats.paired;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
