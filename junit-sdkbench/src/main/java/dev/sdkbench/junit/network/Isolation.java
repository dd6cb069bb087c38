package dev.sdkbench.junit.network;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.launch.Executables;
import dev.sdkbench.junit.plan.CpuList;

/**
 * How this run keeps forks off the network and stops them leaving processes behind, decided once
 * before any fork and recorded with the results: a network namespace per worker holding only
 * loopback and that worker's fixture, or the host's network with the fixture in the test JVM; and
 * a pid namespace per fork where the machine allows one, whose end (the fork's) is the end of
 * everything the case started.
 *
 * @param isolated    whether forks see only loopback
 * @param description what a reader of the results needs to know, including why not isolated
 * @param unshare     the tools, when isolated
 * @param ownPids     the words that start a fork as PID 1 of a pid namespace of its own (with its own
 *                    {@code /proc}), ended with the engine's launching thread; empty where the machine
 *                    cannot make one
 */
public record Isolation(boolean isolated, String description, Path unshare, Path nsenter, Path ip, List<String> ownPids) {

    private static final String COMMON = "each fork has an allowlisted environment with no API keys, a temporary HOME"
            + " (user.home too) and TMPDIR";

    public Isolation {
        ownPids = List.copyOf(ownPids);
    }

    /**
     * Decides for the requested mode on this machine.
     *
     * @throws IllegalStateException when {@link Network#ISOLATED} was asked for and cannot be had, saying why
     */
    public static Isolation decide(Network requested) {
        if (requested == Network.HOST) {
            return host("the host's network was asked for (fixture.network = HOST)");
        }
        Optional<Path> unshare = Executables.find("unshare");
        Optional<Path> nsenter = Executables.find("nsenter");
        Optional<Path> ip = Executables.find("ip");
        String problem = null;
        if (unshare.isEmpty() || nsenter.isEmpty() || ip.isEmpty()) {
            problem = "unshare, nsenter (util-linux) and ip (iproute2) are needed; missing: "
                    + (unshare.isEmpty() ? "unshare " : "") + (nsenter.isEmpty() ? "nsenter " : "") + (ip.isEmpty() ? "ip" : "");
        } else {
            problem = probe(unshare.get(), ip.get());
        }
        if (problem == null) {
            PidNamespace pids = PidNamespace.decide(unshare.get(), true);
            return new Isolation(true, "each worker's fixture runs in its own JVM inside a network namespace holding only"
                    + " loopback (unshare --map-root-user --net); forks join it (nsenter) and can reach nothing else; " + COMMON
                    + "; " + pids.description(), unshare.get(), nsenter.get(), ip.get(), pids.words());
        }
        if (requested == Network.ISOLATED) {
            throw new IllegalStateException("fixture.network = ISOLATED, but this machine cannot give forks a network of their own: "
                    + problem + ". Install the tools or allow unprivileged user namespaces"
                    + " (sysctl kernel.unprivileged_userns_clone=1), or set sdkbench.fixture.network=auto or host");
        }
        return host("forks could not be isolated: " + problem);
    }

    private static Isolation host(String why) {
        PidNamespace pids = PidNamespace.decide(Executables.find("unshare").orElse(null), false);
        return new Isolation(false, "forks share the host's network namespace and the fixture runs in the test JVM ("
                + why + "); " + COMMON + "; " + pids.description(), null, null, null, pids.words());
    }

    /** {@code null} when an unprivileged network namespace with loopback up can be made here, else why not. */
    private static String probe(Path unshare, Path ip) {
        try {
            Process p = new ProcessBuilder(unshare.toString(), "--map-root-user", "--net", ip.toString(), "link", "set", "lo", "up")
                    .redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes()).strip();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "'unshare --map-root-user --net ip link set lo up' did not finish in 10 s";
            }
            return p.exitValue() == 0 ? null
                    : "'unshare --map-root-user --net ip link set lo up' failed (exit " + p.exitValue() + "): " + output;
        } catch (IOException e) {
            return "unshare could not be run: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying unshare";
        }
    }

    /**
     * Starts one worker's fixture.
     *
     * @param startOptions the fixture's start options ({@link dev.sdkbench.fixture.FixtureOptions}), e.g. stream pacing
     * @param hostCpus   where an out-of-process fixture's JVM runs, or {@code null} to leave it unpinned
     * @param fixtureCpu where the fixture's I/O thread runs, or {@code null} to leave it unpinned
     * @param log        where an out-of-process fixture's stderr goes
     */
    public WorkerFixture start(int worker, List<String> startOptions, Path java, String classpath, Path taskset,
                               CpuList hostCpus, Integer fixtureCpu, Path log) throws IOException, InterruptedException {
        String threadName = "sbfx" + worker;
        return isolated
                ? NamespacedFixture.start(this, startOptions, java, classpath, threadName, taskset, hostCpus, fixtureCpu, log)
                : InProcessFixture.start(startOptions, threadName, taskset, fixtureCpu, ownPids);
    }
}
