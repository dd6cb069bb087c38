package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where each CPU's lock file is, and opening it so that every user of the machine can open it after us: the
 * folder is made sticky and writable by all (1777, as {@code /tmp} is) and each file readable and writable by
 * all (0666), set explicitly since the umask (often 022) would take the write bits off. A folder or file
 * another user's build made that this user cannot open (an older junit-sdkbench made them 0755 and 0644)
 * leaves this user's runs a folder of their own ({@code <folder>-<user>}); the console says what that
 * costs: those runs no longer wait for other users' builds, nor theirs for them.
 */
final class LockFiles {

    /** rwxrwxrwt: anyone may add a file, nobody may remove another's, so no two builds lock different files. */
    private static final int SHARED_FOLDER_MODE = 01777;
    /** rw-rw-rw-. */
    private static final int SHARED_FILE_MODE = 0666;
    private static final int MODE_BITS = 07777;

    private final Path shared;
    private final Path own;
    private final PrintStream progress;
    private boolean toldFallback;

    /** @param shared the machine-wide folder; this user's own is beside it, named after the user */
    LockFiles(Path shared, PrintStream progress) {
        this.shared = shared;
        this.own = shared.resolveSibling(shared.getFileName() + "-" + System.getProperty("user.name"));
        this.progress = progress;
    }

    /** The lock file of {@code cpu}, open for writing (as an exclusive {@code fcntl} lock needs). */
    FileChannel open(int cpu) throws IOException {
        Path file = shared.resolve(name(cpu));
        try {
            return openShared(file);
        } catch (AccessDeniedException e) {
            tellFallback(file);
            Files.createDirectories(own);
            return FileChannel.open(own.resolve(name(cpu)), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        }
    }

    static String name(int cpu) {
        return "cpu-" + cpu + ".lock";
    }

    private FileChannel openShared(Path file) throws IOException {
        try {
            Files.createDirectory(shared);
            openToAll(shared, SHARED_FOLDER_MODE);
        } catch (FileAlreadyExistsException e) {
            openToAll(shared, SHARED_FOLDER_MODE); // repairs a folder an older version made, where we may
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        openToAll(file, SHARED_FILE_MODE);
        return channel;
    }

    /**
     * Gives {@code path} {@code mode} where it has another and this user may change it (its owner, or root);
     * another user's file stays as it is, and what that means shows when a user cannot open it.
     */
    private static void openToAll(Path path, int mode) throws IOException {
        try {
            if (((Integer) Files.getAttribute(path, "unix:mode") & MODE_BITS) == mode) {
                return;
            }
            Files.setAttribute(path, "unix:mode", mode); // the sticky bit has no PosixFilePermission
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // Not a Unix file system: no modes to set, and no taskset there to pin forks with either.
        } catch (FileSystemException e) {
            // Not ours to change (EPERM): whoever cannot open it then falls back, saying so.
        }
    }

    private void tellFallback(Path file) {
        if (toldFallback) {
            return;
        }
        toldFallback = true;
        progress.println("[sdkbench] warning: this user (" + System.getProperty("user.name") + ") cannot open " + file + " ("
                + describe(file) + "), so its runs lock CPUs in " + own + " instead: they no longer wait for other users'"
                + " builds on this machine, nor those for them, and forks of both may share a CPU. To share the locks again,"
                + " the owner or root runs: chmod 1777 " + shared + " && chmod 666 " + shared + "/cpu-*.lock");
    }

    /** Owner and mode of {@code file}, or of the folder when the file is not there. */
    private String describe(Path file) {
        Path which = Files.exists(file) ? file : shared;
        try {
            return which.getFileName() + " is owned by " + Files.getOwner(which).getName() + ", mode "
                    + Integer.toOctalString((Integer) Files.getAttribute(which, "unix:mode") & MODE_BITS);
        } catch (IOException | UnsupportedOperationException e) {
            return "its owner and mode cannot be read: " + e.getMessage();
        }
    }
}
