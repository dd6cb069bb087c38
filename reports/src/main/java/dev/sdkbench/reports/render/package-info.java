/**
 * What every report format shares: figures and their units, headline columns, method text, and
 * {@code ReportFiles}, which writes every format of a report into one folder.
 *
 * <p>Internal: the types here are public only so that the project's modules can use each other; the reports are used
 * through their command line ({@link dev.sdkbench.reports.cli.Cli}) and the engine's run report.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.render;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
