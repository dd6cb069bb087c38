package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import dev.sdkbench.reports.baseline.Baseline;

/** {@code baseline <results.json|dir>... --to <dir|file.json>}: saves a run to compare later runs with. */
final class BaselineCommand implements Command {

    @Override
    public String name() {
        return "baseline";
    }

    @Override
    public String usage() {
        return "baseline <results.json|dir>... --to <dir|file.json>";
    }

    @Override
    public String summary() {
        return "Saves the results files (raw per-fork values, environment and all) as a baseline folder, replacing its"
                + " results files, or as one .json file for a single class run.";
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Arguments a = Arguments.parse(args, Set.of("--to"), Set.of());
        if (a.paths().isEmpty()) {
            throw new UsageException("name at least one results file or folder");
        }
        Path target = a.required("--to", "dir|file.json");
        List<Path> written = Baseline.save(a.paths(), target);
        out.println("sdkbench baseline saved to " + target.toAbsolutePath() + ":");
        written.forEach(p -> out.println("  " + p.toAbsolutePath()));
        return 0;
    }
}
