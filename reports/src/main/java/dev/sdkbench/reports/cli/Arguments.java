package dev.sdkbench.reports.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command's arguments: paths, options with a value ({@code --out dir} or {@code --out=dir},
 * repeatable) and flags ({@code --strict}, or {@code --strict=false} as Maven properties pass them).
 * Anything else is a usage error that names it.
 */
final class Arguments {

    private final List<Path> paths = new ArrayList<>();
    private final Map<String, List<String>> options = new LinkedHashMap<>();
    private final Map<String, Boolean> flags = new LinkedHashMap<>();

    private Arguments() {
    }

    static Arguments parse(List<String> args, Set<String> valueOptions, Set<String> flagOptions) throws Command.UsageException {
        Arguments parsed = new Arguments();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                // Normalised, so that sources read example-tests/x, not example-tests/comparison/../x.
                parsed.paths.add(Path.of(arg).normalize());
                continue;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            String value = equals < 0 ? null : arg.substring(equals + 1);
            if (valueOptions.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new Command.UsageException(name + " needs a value");
                    }
                    value = args.get(++i);
                }
                parsed.options.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
            } else if (flagOptions.contains(name)) {
                if (value != null && !value.equals("true") && !value.equals("false")) {
                    throw new Command.UsageException(name + " is a flag: give it alone, or =true or =false, not =" + value);
                }
                parsed.flags.put(name, value == null || Boolean.parseBoolean(value));
            } else {
                throw new Command.UsageException("unknown option " + name);
            }
        }
        return parsed;
    }

    List<Path> paths() {
        return paths;
    }

    /** Every value given for {@code option}, in order. */
    List<String> all(String option) {
        return options.getOrDefault(option, List.of());
    }

    /** The one value of {@code option}, or {@code null}. */
    String one(String option) throws Command.UsageException {
        List<String> values = all(option);
        if (values.size() > 1) {
            throw new Command.UsageException(option + " is given " + values.size() + " times; give it once");
        }
        return values.isEmpty() ? null : values.get(0);
    }

    Path required(String option, String what) throws Command.UsageException {
        String value = one(option);
        if (value == null || value.isBlank()) {
            throw new Command.UsageException(option + " <" + what + "> is required");
        }
        return Path.of(value).toAbsolutePath().normalize();
    }

    boolean flag(String option) {
        return flags.getOrDefault(option, false);
    }
}
