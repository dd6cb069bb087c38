/**
 * Statistics over fork results: type-7 percentiles, the bootstrap interval of the median, and the
 * results' per-case figures built from them ({@link dev.sdkbench.junit.stats.Summaries} for a
 * {@code Summary}, {@link dev.sdkbench.junit.stats.Histograms} for the merged HdrHistogram
 * {@code Latencies}, both the reports model's records). Pure functions over plain values; nothing
 * here knows about forks.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.stats;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
