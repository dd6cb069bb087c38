package dev.sdkbench.reports.cli;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -jar reports-<version>-cli.jar <command> ...}: a dispatcher with one class per
 * subcommand. Exit status: 0 done, 1 done but the outcome is a no (see each command), 2 bad
 * arguments or an unreadable input (the message names the file and what is wrong).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Cli {

    /** Every subcommand; a new one is one line here and its class. */
    static final List<Command> COMMANDS = List.of(
            new RenderCommand(),
            new BaselineCommand(),
            new CompareCommand(),
            new MergeCommand(),
            new HeadlineCommand());

    private Cli() {
    }

    public static void main(String[] args) {
        int status = run(Arrays.asList(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Map<String, Command> byName = new LinkedHashMap<>();
        COMMANDS.forEach(c -> byName.put(c.name(), c));
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            usage(args.isEmpty() ? err : out, byName);
            return args.isEmpty() ? 2 : 0;
        }
        Command command = byName.get(args.get(0));
        if (command == null) {
            err.println("sdkbench-reports: unknown command '" + args.get(0) + "'; commands: " + String.join(", ", byName.keySet()));
            return 2;
        }
        try {
            return command.run(args.subList(1, args.size()), out);
        } catch (Command.UsageException e) {
            err.println("sdkbench-reports " + command.name() + ": " + e.getMessage());
            err.println("usage: sdkbench-reports " + command.usage());
            return 2;
        } catch (IOException e) {
            err.println("sdkbench-reports " + command.name() + ": " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("sdkbench-reports " + command.name() + ": " + e);
            e.printStackTrace(err);
            return 2;
        }
    }

    private static void usage(PrintStream to, Map<String, Command> commands) {
        to.println("usage: java -jar reports-<version>-cli.jar <command> [arguments]");
        to.println("commands:");
        commands.values().forEach(c -> to.println("  " + c.usage() + "\n      " + c.summary()));
    }
}
