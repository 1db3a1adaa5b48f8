/**
 * Learner-style programs that try the system calls the sandbox's seccomp filter refuses. Where the
 * kernel would refuse the call for another reason, the arguments are chosen so that an unfiltered
 * call answers differently (EFAULT, EINVAL, EBADF, EOPNOTSUPP or success): only the filter says
 * EPERM. A few (pivot_root, bpf, kexec, modules, swap) check privileges before their arguments, so
 * for them EPERM is what the filter and the kernel both answer.
 */
export const DENIED_CALLS = [
  'ptrace_attach_pid1',
  'process_vm_readv',
  'process_vm_writev',
  'mount',
  'umount2',
  'pivot_root',
  'unshare_newuser',
  'unshare_newns',
  'clone_newuser',
  'clone_newpid',
  'clone_newnet',
  'setns',
  'keyctl',
  'add_key',
  'request_key',
  'bpf',
  'perf_event_open',
  'kexec_load',
  'kexec_file_load',
  'init_module',
  'finit_module',
  'delete_module',
  'reboot',
  'swapon',
  'swapoff',
  'personality_no_aslr',
  'io_uring_setup',
  'userfaultfd',
  'socket_vsock',
  'socket_inet',
  'socket_netlink',
  'socketpair_inet',
  'flock_shared_file',
  'fcntl_setlk_shared_file',
  'fcntl_getlk_shared_file',
  'fcntl_ofd_setlk_shared_file',
  'inotify_watch_shared_file',
] as const;

export const CPP_SYSCALL_PROBE = String.raw`#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <linux/vm_sockets.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/socket.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

static void report(const char* name, long result) {
  if (result == -1) std::printf("%s %s\n", name, strerrorname_np(errno));
  else std::printf("%s ALLOWED\n", name);
}

// A namespace clone that succeeds must not leave a child behind.
static long tryClone(unsigned long flags) {
  long pid = syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
  if (pid == 0) _exit(0);
  if (pid > 0) waitpid(pid, nullptr, 0);
  return pid;
}

int main() {
  struct iovec none = {nullptr, 0};
  report("ptrace_attach_pid1", ptrace(PTRACE_ATTACH, 1, nullptr, nullptr));
  report("process_vm_readv", syscall(SYS_process_vm_readv, getpid(), &none, 1, &none, 1, 0));
  report("process_vm_writev", syscall(SYS_process_vm_writev, getpid(), &none, 1, &none, 1, 0));
  report("mount", syscall(SYS_mount, nullptr, nullptr, nullptr, 0, nullptr));
  report("umount2", syscall(SYS_umount2, nullptr, 0));
  report("pivot_root", syscall(SYS_pivot_root, nullptr, nullptr));
  report("unshare_newuser", syscall(SYS_unshare, CLONE_NEWUSER));
  report("unshare_newns", syscall(SYS_unshare, CLONE_NEWNS));
  report("clone_newuser", tryClone(CLONE_NEWUSER));
  report("clone_newpid", tryClone(CLONE_NEWPID));
  report("clone_newnet", tryClone(CLONE_NEWNET));
  report("setns", syscall(SYS_setns, -1, 0));
  report("keyctl", syscall(SYS_keyctl, 0x7fff, 0, 0, 0, 0));
  report("add_key", syscall(SYS_add_key, nullptr, nullptr, nullptr, 0, 0));
  report("request_key", syscall(SYS_request_key, nullptr, nullptr, nullptr, 0));
  report("bpf", syscall(SYS_bpf, -1, nullptr, 0));
  report("perf_event_open", syscall(SYS_perf_event_open, nullptr, 0, -1, -1, 0));
  report("kexec_load", syscall(SYS_kexec_load, 0, 0, nullptr, 0));
  report("kexec_file_load", syscall(SYS_kexec_file_load, -1, -1, 0, nullptr, 0));
  report("init_module", syscall(SYS_init_module, nullptr, 0, nullptr));
  report("finit_module", syscall(SYS_finit_module, -1, nullptr, 0));
  report("delete_module", syscall(SYS_delete_module, nullptr, 0));
  report("reboot", syscall(SYS_reboot, 0, 0, 0, nullptr));
  report("swapon", syscall(SYS_swapon, nullptr, 0));
  report("swapoff", syscall(SYS_swapoff, nullptr));
  report("personality_no_aslr", syscall(SYS_personality, ADDR_NO_RANDOMIZE));
  report("io_uring_setup", syscall(SYS_io_uring_setup, 0, nullptr));
  report("userfaultfd", syscall(SYS_userfaultfd, 1));
  // Unfiltered, each of these succeeds inside the sandbox's network namespace (vsock is not even namespaced).
  report("socket_vsock", socket(AF_VSOCK, SOCK_STREAM, 0));
  report("socket_inet", socket(AF_INET, SOCK_STREAM, 0));
  report("socket_netlink", socket(AF_NETLINK, SOCK_RAW, 0));
  int inetPair[2];
  report("socketpair_inet", socketpair(AF_INET, SOCK_STREAM, 0, inetPair));
  // Every run sees /bin/sh: unfiltered, these locks succeed, and another run sees them.
  int shared = open("/bin/sh", O_RDONLY);
  report("flock_shared_file", flock(shared, LOCK_SH | LOCK_NB));
  struct flock range = {};
  range.l_type = F_RDLCK;
  range.l_whence = SEEK_SET;
  report("fcntl_setlk_shared_file", fcntl(shared, F_SETLK, &range));
  report("fcntl_getlk_shared_file", fcntl(shared, F_GETLK, &range));
  report("fcntl_ofd_setlk_shared_file", fcntl(shared, F_OFD_SETLK, &range));
  // Another run opening /bin/sh would wake this watch.
  report("inotify_watch_shared_file", inotify_add_watch(inotify_init1(0), "/bin/sh", IN_OPEN | IN_ACCESS));
  // Pipes between a program's own processes stay possible.
  int unixPair[2];
  report("socketpair_unix", socketpair(AF_UNIX, SOCK_STREAM, 0, unixPair));
  // clone3 hides its flags from the filter: it answers ENOSYS, so libraries fall back to clone.
  report("clone3", syscall(SYS_clone3, nullptr, 0));
  // Threads are clone with CLONE_THREAD and must keep working.
  int fromThread = 0;
  std::thread worker([&fromThread] { fromThread = 42; });
  worker.join();
  std::printf("thread %d\n", fromThread);
  return 0;
}
`;

/** What the probe prints when every call is refused and threads still work. */
export const CPP_SYSCALL_PROBE_EXPECTED = `${DENIED_CALLS.map((name) => `${name} EPERM`).join('\n')}\nsocketpair_unix ALLOWED\nclone3 ENOSYS\nthread 42\n`;

export const PYTHON_CTYPES_PROBE = `import ctypes
import os

libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWUSER = 0x10000000
PTRACE_ATTACH = 16


def report(name, result):
    if result == -1:
        print(name, os.strerror(ctypes.get_errno()))
    else:
        print(name, "ALLOWED")


report("unshare", libc.unshare(CLONE_NEWUSER))
report("ptrace", libc.ptrace(PTRACE_ATTACH, 1, None, None))
`;

export const PYTHON_CTYPES_EXPECTED = 'unshare Operation not permitted\nptrace Operation not permitted\n';

/** Prints what a program can learn about PID 1 and its own open files through /proc. */
export const PYTHON_PROC_PROBE = `import os

print(open("/proc/1/cmdline", "rb").read().replace(b"\\0", b" ").decode())
print(open("/proc/1/environ", "rb").read().replace(b"\\0", b" ").decode())
print(os.readlink("/proc/1/cwd"))
print(sorted(os.listdir("/proc/self/fd")))
`;

export const GO_SYSCALL_PROBE = `package main

import (
	"fmt"
	"syscall"
)

func main() {
	_, _, unshareErr := syscall.RawSyscall(syscall.SYS_UNSHARE, syscall.CLONE_NEWUSER, 0, 0)
	fmt.Println("unshare", unshareErr.Error())
	_, _, ptraceErr := syscall.RawSyscall(syscall.SYS_PTRACE, syscall.PTRACE_ATTACH, 1, 0)
	fmt.Println("ptrace", ptraceErr.Error())
	_, _, mountErr := syscall.RawSyscall6(syscall.SYS_MOUNT, 0, 0, 0, 0, 0, 0)
	fmt.Println("mount", mountErr.Error())
}
`;

export const GO_SYSCALL_EXPECTED =
  'unshare operation not permitted\nptrace operation not permitted\nmount operation not permitted\n';

/**
 * Run at the same time in two sandboxes: each tries to reach the other through a lock on a file both
 * see, a socket family that leaves the network namespace, or a file left where the other could see
 * it, holds what it got for a moment, then reports what it saw of the other run.
 */
export const PYTHON_CROSS_RUN_PROBE = `import errno, fcntl, os, socket, struct, sys, time

marker = "run-%d-%d" % (os.getpid(), time.monotonic_ns())
held = []


def attempt(name, action):
    try:
        held.append(action())
        print(name, "ALLOWED")
    except OSError as error:
        print(name, errno.errorcode.get(error.errno, error.errno))


shared = os.open(os.path.realpath(sys.executable), os.O_RDONLY)
own = os.open("/box/own-file", os.O_RDWR | os.O_CREAT)
read_lock = struct.pack("hhqqi4x", fcntl.F_RDLCK, 0, 0, 0, 0)
F_OFD_SETLK = 37
attempt("flock_shared_file", lambda: fcntl.flock(shared, fcntl.LOCK_EX | fcntl.LOCK_NB))
attempt("lockf_shared_file", lambda: fcntl.lockf(shared, fcntl.LOCK_SH | fcntl.LOCK_NB))
attempt("ofd_lock_shared_file", lambda: fcntl.fcntl(shared, F_OFD_SETLK, read_lock))
attempt("flock_own_file", lambda: fcntl.flock(own, fcntl.LOCK_EX | fcntl.LOCK_NB))
attempt("socket_vsock", lambda: socket.socket(socket.AF_VSOCK, socket.SOCK_STREAM))
attempt("socket_inet", lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
attempt("socket_inet6", lambda: socket.socket(socket.AF_INET6, socket.SOCK_DGRAM))
attempt("socket_packet", lambda: socket.socket(socket.AF_PACKET, socket.SOCK_RAW))
attempt("socket_unix", lambda: socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))
for folder in ["/tmp", "/box", "/dev/shm"]:
    open(os.path.join(folder, marker), "w").write("here")
time.sleep(0.5)
others = sorted(
    name
    for folder in ["/tmp", "/box", "/dev/shm"]
    for name in os.listdir(folder)
    if name.startswith("run-") and name != marker
)
print("other_run_files", others or "none")
`;

export const PYTHON_CROSS_RUN_EXPECTED = [
  'flock_shared_file EPERM',
  'lockf_shared_file EPERM',
  'ofd_lock_shared_file EPERM',
  'flock_own_file EPERM',
  'socket_vsock EPERM',
  'socket_inet EPERM',
  'socket_inet6 EPERM',
  'socket_packet EPERM',
  'socket_unix ALLOWED',
  'other_run_files none',
];
