package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.reports.json.ResultsFiles;
import dev.sdkbench.reports.model.Report;
import dev.sdkbench.reports.render.ReportFiles;

/**
 * {@code render <results.json|dir>... --out <dir> [--strict]}: one report (Markdown, HTML, JMH
 * JSON) of every results file given or found below the folders given. Exit 0 once written; with
 * {@code --strict}, 1 when the report is NOT PUBLISHABLE (it is written either way).
 */
final class RenderCommand implements Command {

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String usage() {
        return "render <results.json|dir>... --out <dir> [--strict]";
    }

    @Override
    public String summary() {
        return "Writes report.md, report.html and jmh-result.json of the results files (a folder: every results.json"
                + " below it and every *.json directly in it); --strict: exit 1 when it is NOT PUBLISHABLE.";
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        List<Path> inputs = new ArrayList<>();
        Path folder = null;
        boolean strict = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--out")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--out needs a folder");
                }
                folder = Path.of(args.get(++i)).toAbsolutePath().normalize();
            } else if (arg.startsWith("--out=")) {
                folder = Path.of(arg.substring("--out=".length())).toAbsolutePath().normalize();
            } else if (arg.equals("--strict")) {
                strict = true;
            } else if (arg.startsWith("-")) {
                throw new UsageException("unknown option " + arg);
            } else {
                inputs.add(Path.of(arg).normalize());
            }
        }
        if (inputs.isEmpty()) {
            throw new UsageException("name at least one results file or folder");
        }
        if (folder == null) {
            throw new UsageException("--out <dir> is required: where report.md, report.html and jmh-result.json go");
        }
        Report report = ResultsFiles.load(inputs);
        ReportFiles files = ReportFiles.write(report, folder);
        out.println("sdkbench report of " + report.runs().size() + " results file(s), " + report.rows().size() + " case(s): "
                + (report.publishable() ? "publishable" : "NOT PUBLISHABLE (" + report.failures().size() + " failure(s))"));
        report.failures().forEach(f -> out.println("  FAILED " + f.line()));
        files.all().forEach(p -> out.println("  " + p.toAbsolutePath()));
        return strict && !report.publishable() ? 1 : 0;
    }
}
