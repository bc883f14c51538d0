/*
 * bcryptprimitives.dll for Wine 8.0, used only by TestWindowsBuild* in
 * cmd/sandtable (windows_build_test.go), which compiles it with
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll bcryptprimitives.c -ladvapi32
 * into the test's own Wine prefix (drive_c/windows/system32), and only when
 * that prefix's Wine has no bcryptprimitives.dll of its own.
 *
 * Why: the Go runtime (since Go 1.22; Sandtable builds with 1.26) takes its
 * random bytes from ProcessPrng in bcryptprimitives.dll, which it loads from
 * System32 at start-up, and dies with "fatal error: bcryptprimitives.dll not
 * found" without it. Windows 10 and later (Go's minimum) have it; Wine
 * added it in 8.13 (so stable 9.0), and Debian 12's Wine 8.0 lacks it.
 * This stub exports ProcessPrng alone, answered by RtlGenRandom (advapi32's
 * SystemFunction036), which Wine 8.0 implements. It is never shipped: the
 * Windows build users get neither contains nor needs it.
 */
#include <windows.h>
#define SystemFunction036 NTAPI SystemFunction036
#include <ntsecapi.h>
#undef SystemFunction036

/* ProcessPrng fills data with n random bytes; it always succeeds on Windows. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T n)
{
	return RtlGenRandom(data, (ULONG)n);
}
