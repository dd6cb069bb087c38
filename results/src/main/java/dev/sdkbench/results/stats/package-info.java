/**
 * Statistics over fork results, in one place for the engine and the reports: type-7 percentiles, the
 * bootstrap interval of the median, the steady state's iteration error, the change of a median between
 * two runs, and a case's {@code Summary} built from them ({@link dev.sdkbench.results.stats.Summaries}).
 * Pure functions over plain values; nothing here knows about forks. What is read side by side, fork by
 * fork, is {@code stats.paired}.
 */
@API(status = INTERNAL)
package dev.sdkbench.results.stats;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
