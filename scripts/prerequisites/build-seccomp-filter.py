#!/usr/bin/python3
"""Writes the evaluator's seccomp filter (classic BPF, as bubblewrap's --seccomp reads it).

Built with libseccomp (Debian's python3-seccomp) so that the architecture checks, the x32 ABI
guard and the argument comparisons come from the library, not from hand-written BPF.
Usage: build-seccomp-filter.py OUTPUT_FILE
"""
import errno
import os
import sys
import tempfile

import seccomp

# Calls a learner's program never needs and an escape or a denial of service would:
# debugging other processes, namespaces and mounts, kernel keyrings, eBPF, performance counters,
# kernel modules and kexec, the machine's clock, swap, reboot, and io_uring (a large attack surface
# that the toolchains do not require: each falls back to ordinary system calls).
DENIED = [
    "ptrace", "process_vm_readv", "process_vm_writev",
    "mount", "umount2", "pivot_root", "chroot", "unshare", "setns",
    "fsopen", "fsconfig", "fsmount", "fspick", "move_mount", "open_tree", "mount_setattr",
    "open_by_handle_at",
    "keyctl", "add_key", "request_key",
    "bpf", "perf_event_open", "userfaultfd",
    "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
    "reboot", "swapon", "swapoff", "acct", "quotactl", "syslog", "vhangup",
    "settimeofday", "clock_settime", "clock_adjtime",
    "iopl", "ioperm", "lookup_dcookie", "uselib",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
]

CLONE_NAMESPACE_FLAGS = {
    "CLONE_NEWNS": 0x00020000,
    "CLONE_NEWCGROUP": 0x02000000,
    "CLONE_NEWUTS": 0x04000000,
    "CLONE_NEWIPC": 0x08000000,
    "CLONE_NEWUSER": 0x10000000,
    "CLONE_NEWPID": 0x20000000,
    "CLONE_NEWNET": 0x40000000,
}
ADDR_NO_RANDOMIZE = 0x0040000
AF_UNIX = 1

# File locks reach across mount namespaces: two runs that lock the same read-only file (anything
# under /usr) can signal each other. A filter cannot tell a file the run created from a shared one,
# so, as isolate 2.x does, every advisory lock is refused: flock and fcntl's record and
# open-file-description locks, with their queries. None of the six toolchains needs one (the Go
# build cache and lockedfile treat a failed lock as "not locked"; the JVM runs without perf data).
FCNTL_LOCK_COMMANDS = {
    "F_GETLK": 5,
    "F_SETLK": 6,
    "F_SETLKW": 7,
    "F_OFD_GETLK": 36,
    "F_OFD_SETLK": 37,
    "F_OFD_SETLKW": 38,
}


def build_filter():
    deny = seccomp.ERRNO(errno.EPERM)
    flt = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
    for name in DENIED:
        flt.add_rule(deny, name)
    # Threads (clone with CLONE_VM|CLONE_THREAD…) stay allowed; any namespace flag is refused.
    for flag in CLONE_NAMESPACE_FLAGS.values():
        flt.add_rule(deny, "clone", seccomp.Arg(0, seccomp.MASKED_EQ, flag, flag))
    # clone3 passes its flags in memory a filter cannot read: ENOSYS makes glibc, Go and the JVM
    # fall back to clone, whose flags the rules above check.
    flt.add_rule(seccomp.ERRNO(errno.ENOSYS), "clone3")
    # personality(ADDR_NO_RANDOMIZE) would turn address-space randomisation off. libseccomp cannot
    # combine two tests of one argument, so the query form (0xffffffff, which has that bit set too)
    # is refused as well; none of the six toolchains asks.
    flt.add_rule(deny, "personality", seccomp.Arg(0, seccomp.MASKED_EQ, ADDR_NO_RANDOMIZE, ADDR_NO_RANDOMIZE))
    # The network namespace holds only a loopback, but other families reach past it: AF_VSOCK talks
    # to the hypervisor and is not namespaced, AF_NETLINK and AF_PACKET reach kernel interfaces.
    # Only AF_UNIX stays (pipes between a program's own processes; its namespace is the run's own).
    for call in ("socket", "socketpair"):
        flt.add_rule(deny, call, seccomp.Arg(0, seccomp.NE, AF_UNIX))
    flt.add_rule(deny, "flock")
    # Opening or reading a file under the shared /usr raises inotify events that a watcher in
    # another run receives: the same signal as a lock. None of the toolchains watches files.
    flt.add_rule(deny, "inotify_add_watch")
    for command in FCNTL_LOCK_COMMANDS.values():
        flt.add_rule(deny, "fcntl", seccomp.Arg(1, seccomp.EQ, command))
    return flt


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: build-seccomp-filter.py OUTPUT_FILE")
    output = os.path.abspath(sys.argv[1])
    directory = os.path.dirname(output)
    os.makedirs(directory, mode=0o755, exist_ok=True)
    # Written beside the target and renamed, so a reader never sees half a filter.
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=".seccomp-")
    try:
        with os.fdopen(handle, "wb") as out:
            build_filter().export_bpf(out)
        os.chmod(temporary, 0o644)
        os.replace(temporary, output)
    except BaseException:
        os.unlink(temporary)
        raise


if __name__ == "__main__":
    main()
