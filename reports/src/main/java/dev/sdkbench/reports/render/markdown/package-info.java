/**
 * The Markdown report and the short summary for a pull request or a CI job.
 *
 * <p>Internal: the types here are public only so that the project's modules can use each other; the reports are used
 * through their command line ({@link dev.sdkbench.reports.cli.Cli}) and the engine's run report.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.render.markdown;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
