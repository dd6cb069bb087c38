/**
 * Statistics over fork results: type-7 percentiles, the bootstrap interval of the median, the
 * per-case {@link dev.sdkbench.junit.stats.Summary} and merged HdrHistogram latencies. Pure
 * functions over plain values; nothing here knows about forks or reports.
 */
package dev.sdkbench.junit.stats;
