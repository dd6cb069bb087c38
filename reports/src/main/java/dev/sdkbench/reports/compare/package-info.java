/**
 * A run against a baseline: each case's figures changed, with their intervals and verdicts, refused across
 * environments.
 *
 * <p>Internal: the types here are public only so that the project's modules can use each other; the reports are used
 * through their command line ({@link dev.sdkbench.reports.cli.Cli}) and the engine's run report.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.compare;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
