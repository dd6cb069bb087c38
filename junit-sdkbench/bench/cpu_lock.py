"""The CPU locks junit-sdkbench's runs take (launch/CpuLocks, launch/LockFiles), opened the same way, for the
bench scripts that must not share a CPU with a benchmark fork: fcntl locks on FOLDER/cpu-<n>.lock, the folder
sticky and open to all (1777) and each file writable by all (0666, set explicitly: the umask takes write bits
off), so every user of the machine takes the same files. A user who cannot open another user's file (an older
junit-sdkbench made them 0755 and 0644) locks in FOLDER-<user> instead, as the engine does, and says what that loses.

As a program: python3 cpu_lock.py FOLDER CPU READY_FILE takes CPU's lock (waiting for whoever holds it),
creates READY_FILE and holds the lock until its stdin closes.
"""
import fcntl
import os
import pwd
import sys


def open_lock(folder, cpu):
    """CPU's lock file, open for appending (an exclusive fcntl lock needs write access)."""
    name = 'cpu-%d.lock' % cpu
    try:
        return _open_shared(folder, os.path.join(folder, name))
    except PermissionError:
        own = folder.rstrip('/') + '-' + pwd.getpwuid(os.getuid()).pw_name
        print('[cpu_lock] warning: this user cannot open %s, so it locks CPUs in %s instead: it no longer waits for'
              ' other users\' builds on this machine, nor those for it. To share the locks again, the owner or root'
              ' runs: chmod 1777 %s && chmod 666 %s/cpu-*.lock' % (os.path.join(folder, name), own, folder, folder),
              file=sys.stderr, flush=True)
        os.makedirs(own, exist_ok=True)
        return open(os.path.join(own, name), 'a')


def lock(f, waiting):
    """Takes f's exclusive lock, printing `waiting` first when someone holds it."""
    try:
        fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        print(waiting, file=sys.stderr, flush=True)
        fcntl.lockf(f, fcntl.LOCK_EX)


def _open_shared(folder, path):
    try:
        os.mkdir(folder)
    except FileExistsError:
        pass
    _open_to_all(folder, 0o1777)
    f = os.fdopen(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666), 'a')
    _open_to_all(path, 0o666)
    return f


def _open_to_all(path, mode):
    """Gives path mode where it has another and this user may change it (its owner, or root)."""
    try:
        if os.stat(path).st_mode & 0o7777 != mode:
            os.chmod(path, mode)
    except PermissionError:
        pass  # another user's: whoever cannot open it falls back, saying so


if __name__ == '__main__':
    held = open_lock(sys.argv[1], int(sys.argv[2]))
    lock(held, '[cpu_lock] waiting for another run on this machine to free cpu %s' % sys.argv[2])
    open(sys.argv[3], 'w').close()
    sys.stdin.read()  # held until the caller closes the pipe (or dies)
