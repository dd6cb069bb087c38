package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.ReportFiles;

/**
 * {@code render <results.json|dir>... --out <dir> [--strict] [--reference-name <words>]}: one report (Markdown, HTML,
 * summary, JMH, Bencher and github-action-benchmark JSON, and its charts) of every results file given or found below the
 * folders given.
 * Exit 0 once written; with {@code --strict}, 1 when the report is NOT PUBLISHABLE (it is written either way).
 */
final class RenderCommand implements Command {

    private static final String REFERENCE_NAME = "--reference-name";

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String usage() {
        return "render <results.json|dir>... --out <dir> [--strict] [--reference-name <words>]";
    }

    @Override
    public String summary() {
        return "Writes report.md, report.html, summary.md, jmh-result.json, bencher.json and benchmark-action.json of the"
                + " results files (a folder: every results.json below it and every *.json directly in it), with side-by-side.svg"
                + " and a load-<dialect>.svg per dialect where cases ran side by side or under load; --strict: exit 1"
                + " when it is NOT PUBLISHABLE; --reference-name: what the cases are read against, for the side-by-side"
                + " chart's axis (\"the raw JDK client\"), which the results files do not record.";
    }

    /** What the command line asked for. */
    private record Request(List<Path> inputs, Path folder, boolean strict, String referenceName) {
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Request request = parse(args);
        Report report = ResultsFiles.load(request.inputs());
        boolean referencePairs = report.runs().stream().flatMap(f -> f.run().pairs().stream())
                .anyMatch(p -> p.role() == Pair.Role.REFERENCE);
        if (request.referenceName() != null && !referencePairs) {
            throw new UsageException(REFERENCE_NAME + " names what cases are read against, but no case of these files is"
                    + " read against a reference case: leave it out");
        }
        ReportFiles files = ReportFiles.write(report, request.folder(), request.referenceName());
        out.println("sdkbench report of " + report.runs().size() + " results file(s), " + report.rows().size() + " case(s): "
                + (report.publishable() ? "publishable" : "NOT PUBLISHABLE (" + report.failures().size() + " failure(s))"));
        report.failures().forEach(f -> out.println("  FAILED " + f.line()));
        files.all().forEach(p -> out.println("  " + p.toAbsolutePath()));
        return request.strict() && !report.publishable() ? 1 : 0;
    }

    private static Request parse(List<String> args) throws UsageException {
        List<Path> inputs = new ArrayList<>();
        Path folder = null;
        boolean strict = false;
        String referenceName = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--out") || arg.equals(REFERENCE_NAME)) {
                if (i + 1 >= args.size()) {
                    throw new UsageException(arg.equals("--out") ? "--out needs a folder" : REFERENCE_NAME + " needs words");
                }
                String value = args.get(++i);
                if (arg.equals("--out")) {
                    folder = Path.of(value).toAbsolutePath().normalize();
                } else {
                    referenceName = value;
                }
            } else if (arg.startsWith("--out=")) {
                folder = Path.of(arg.substring("--out=".length())).toAbsolutePath().normalize();
            } else if (arg.startsWith(REFERENCE_NAME + "=")) {
                referenceName = arg.substring(REFERENCE_NAME.length() + 1);
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
            throw new UsageException("--out <dir> is required: where report.md and the report's other files go");
        }
        if (referenceName != null && referenceName.isBlank()) {
            throw new UsageException(REFERENCE_NAME + " needs words, such as \"the raw JDK client\"");
        }
        return new Request(inputs, folder, strict, referenceName);
    }
}
