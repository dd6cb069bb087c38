/**
 * Each case's figures and each pair's ratios with their intervals, for tools that keep history (Bencher, github-
 * action-benchmark).
 *
 * <p>Internal: the types here are public only so that the project's modules can use each other; the reports are used
 * through their command line ({@link dev.sdkbench.reports.cli.Cli}) and the engine's run report.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.render.history;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
