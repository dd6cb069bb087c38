package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import dev.sdkbench.reports.merge.MergedRuns;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.ReportFiles;

/** {@code merge <results.json|dir>... --out <dir>}: shards or machines as one results set and one report. */
final class MergeCommand implements Command {

    @Override
    public String name() {
        return "merge";
    }

    @Override
    public String usage() {
        return "merge <results.json|dir>... --out <dir> [--allow-environment-mismatch]";
    }

    @Override
    public String summary() {
        return "Combines results files from several machines or CI shards into one folder (a results file per class run,"
                + " each with its environment; MERGED.md lists every case with its environment) and renders its report.";
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Arguments a = Arguments.parse(args, Set.of("--out"), Set.of("--allow-environment-mismatch"));
        if (a.paths().isEmpty()) {
            throw new UsageException("name at least one results file or folder");
        }
        Path folder = a.required("--out", "dir");
        Report merged = MergedRuns.merge(a.paths(), folder, a.flag("--allow-environment-mismatch"));
        ReportFiles files = ReportFiles.write(merged, folder);
        out.println("sdkbench merge: " + merged.runs().size() + " class run(s) from " + merged.environments().size()
                + " environment(s), " + merged.rows().size() + " case(s), "
                + (merged.publishable() ? "publishable" : "NOT PUBLISHABLE (" + merged.failures().size() + " failure(s))"));
        out.println("  " + folder.resolve(MergedRuns.README).toAbsolutePath());
        files.all().forEach(p -> out.println("  " + p.toAbsolutePath()));
        return 0;
    }
}
