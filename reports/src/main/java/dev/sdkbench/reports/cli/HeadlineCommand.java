package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.headline.ApiTables;
import dev.sdkbench.reports.render.headline.ApiTablesMarkdown;
import dev.sdkbench.reports.render.headline.RunLabel;
import dev.sdkbench.reports.render.headline.SteadyRun;

/**
 * {@code headline <results.json|dir>... [--steady-from <dir>] [--reference-name <words>] [--out <file.md>]}: one
 * Markdown table per provider API, every SDK case beside its reference with each figure's ratio and verdict; on the
 * console, or written to a file. The output's first line is the command that made it, so a page that holds it says how
 * to make it again.
 */
final class HeadlineCommand implements Command {

    private static final String STEADY_FROM = "--steady-from";
    private static final String REFERENCE_NAME = "--reference-name";
    private static final String OUT = "--out";

    @Override
    public String name() {
        return "headline";
    }

    @Override
    public String usage() {
        return "headline <results.json|dir>... [--steady-from <results.json|dir>] [--reference-name <words>] [--out <file.md>]";
    }

    @Override
    public String summary() {
        return "Prints (or writes to --out) one Markdown table per provider API: each SDK case's figures beside its reference"
                + " (--reference-name: what that is, e.g. \"the raw JDK client\"), with the paired ratio and its verdict;"
                + " --steady-from takes the figures once warm from another run, for each API and mode it holds whole.";
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Arguments a = Arguments.parse(args, Set.of(STEADY_FROM, REFERENCE_NAME, OUT), Set.of());
        if (a.paths().isEmpty()) {
            throw new UsageException("name the run's folder (or its results files)");
        }
        Report report = ResultsFiles.load(a.paths());
        if (report.runs().isEmpty()) {
            throw new UsageException("no results files in " + a.paths() + ": name a run's folder");
        }
        SteadyRun steady = steadyRun(a.one(STEADY_FROM));
        ApiTables tables = ApiTables.of(report, RunLabel.of(names(a.paths()), report), a.one(REFERENCE_NAME), steady);
        if (tables.tables().isEmpty()) {
            throw new UsageException("no case of " + a.paths() + " calls a provider API: nothing to tabulate");
        }
        if (steady != null && tables.steadyTaken().isEmpty()) {
            throw new UsageException(STEADY_FROM + " " + steady.label().name() + " holds no API and mode of the run whole (its"
                    + " reference and every case, by class and name): leave it out, or name a run of the same cases");
        }
        String markdown = "Generated with `java -jar reports/target/reports-*-cli.jar " + commandLine(args)
                + "` in the repository's root.\n\n" + ApiTablesMarkdown.render(tables);
        String file = a.one(OUT);
        if (file == null) {
            out.print(markdown);
        } else {
            Path target = Path.of(file).toAbsolutePath().normalize();
            Files.createDirectories(target.getParent());
            Files.writeString(target, markdown);
            out.println("sdkbench headline: " + tables.tables().size() + " table(s), " + tables.rows().size() + " row(s): "
                    + target);
            if (steady != null) {
                out.println("  figures once warm from " + steady.label().name() + " for " + String.join("; ", tables.steadyTaken())
                        + "; every other from the run itself");
            }
        }
        return 0;
    }

    private static SteadyRun steadyRun(String folder) throws Exception {
        if (folder == null) {
            return null;
        }
        Path path = Path.of(folder).normalize();
        Report report = ResultsFiles.load(List.of(path));
        if (report.runs().isEmpty()) {
            throw new UsageException(STEADY_FROM + " " + folder + " holds no results files: name a run's folder");
        }
        return new SteadyRun(report, RunLabel.of(path.toString(), report));
    }

    /** The run as the notes name it: the folders or files as given. */
    private static String names(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining("`, `"));
    }

    /** The arguments as a shell takes them back: each with a space or quote in single quotes. */
    static String commandLine(List<String> args) {
        return "headline " + args.stream().map(s -> s.matches("[A-Za-z0-9_./=:@%+-]+") ? s : "'" + s.replace("'", "'\\''") + "'")
                .collect(Collectors.joining(" "));
    }
}
