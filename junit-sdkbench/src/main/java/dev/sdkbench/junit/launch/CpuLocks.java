package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

import dev.sdkbench.junit.plan.CpuList;

/**
 * The worker CPUs of a run, held machine-wide while its forks run: two builds on one machine (two
 * checkouts, two CI jobs) would otherwise time forks on the same CPU at once, and both figures
 * would be wrong without either noticing. A run that finds a CPU held waits, and says so. The
 * locks are the kernel's ({@code fcntl}), so a killed JVM releases them; within one JVM, runs of
 * parallel test classes wait on a semaphore first, since the kernel's are per process. Every user of the
 * machine shares the lock files ({@link LockFiles}).
 */
public final class CpuLocks implements AutoCloseable {

    /** Where the lock files live; fixed, so every build on the machine finds the same ones. */
    static final Path DIRECTORY = Path.of(System.getProperty("sdkbench.lockDirectory", "/tmp/sdkbench-locks"));

    private static final Map<Integer, Semaphore> IN_THIS_JVM = new ConcurrentHashMap<>();

    private final List<FileChannel> channels;
    private final List<Semaphore> held;

    private CpuLocks(List<FileChannel> channels, List<Semaphore> held) {
        this.channels = channels;
        this.held = held;
    }

    /** Takes every CPU's lock, in ascending order (so two runs cannot deadlock), waiting as long as it takes. */
    public static CpuLocks acquire(CpuList cpus, PrintStream progress) throws IOException, InterruptedException {
        return acquire(DIRECTORY, cpus, progress);
    }

    /** {@link #acquire(CpuList, PrintStream)} with the lock files in {@code directory}. */
    static CpuLocks acquire(Path directory, CpuList cpus, PrintStream progress) throws IOException, InterruptedException {
        LockFiles files = new LockFiles(directory, progress);
        List<FileChannel> channels = new ArrayList<>();
        List<Semaphore> held = new ArrayList<>();
        CpuLocks locks = new CpuLocks(channels, held);
        try {
            for (int cpu : cpus.cpus().stream().sorted().toList()) {
                Semaphore local = IN_THIS_JVM.computeIfAbsent(cpu, c -> new Semaphore(1));
                if (!local.tryAcquire()) {
                    progress.println("[sdkbench] waiting for another benchmark class of this JVM to free cpu " + cpu);
                    local.acquire();
                }
                held.add(local);
                FileChannel channel = files.open(cpu);
                channels.add(channel);
                FileLock lock = channel.tryLock();
                if (lock == null) {
                    progress.println("[sdkbench] waiting for another build on this machine to free cpu " + cpu + " ("
                            + LockFiles.name(cpu) + " is locked)");
                    channel.lock();
                }
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            locks.close();
            throw e;
        }
        return locks;
    }

    @Override
    public void close() throws IOException {
        for (FileChannel channel : channels) {
            channel.close(); // releases its lock
        }
        held.forEach(Semaphore::release);
    }
}
