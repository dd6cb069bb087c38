/**
 * The command line: one {@code Command} per subcommand, registered in {@code Cli}.
 *
 * <p>Internal but for {@link dev.sdkbench.reports.cli.Cli}, whose {@code main} is what {@code java -jar} and {@code
 * exec:java} run.
 */
@API(status = INTERNAL)
package dev.sdkbench.reports.cli;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
