/**
 * The answer first: one Markdown table per provider API, each SDK case in a row beside the reference it is read
 * against (by default the raw JDK client of its API), every figure with its median, its ratio to that reference
 * from the forks that ran in the same rounds ({@link dev.sdkbench.results.stats.paired}), and what the ratio's
 * interval
 * says, in plain words. Where the report's own tables serve the reader who checks a run, these serve the one who
 * asks which SDK costs what.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.render.headline;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
