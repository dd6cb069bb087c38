package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.util.List;

/** One subcommand of the reports CLI. Register a new one in {@link Cli#COMMANDS}. */
public interface Command {

    /** The word that selects it: {@code render}, {@code compare}… */
    String name();

    /** One usage line, without the program name: {@code render <results.json|dir>... --out <dir>}. */
    String usage();

    /** One sentence: what it does. */
    String summary();

    /**
     * Runs it. Bad arguments throw {@link UsageException}; unreadable inputs throw an
     * {@link java.io.IOException} whose message names the file.
     *
     * @return the process's exit status: 0 done, 1 done but the result says no (e.g. not publishable, a regression)
     */
    int run(List<String> args, PrintStream out) throws Exception;

    /** Arguments that do not fit the command; the CLI prints the message and the usage, exit 2. */
    final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        public UsageException(String message) {
            super(message);
        }
    }
}
