// Interposes glibc's allocation functions in the benchmark executable: every call is counted and
// forwarded to glibc's own implementation (__libc_malloc and friends). Because the executable
// defines these symbols, the dynamic linker binds the Swift runtime's calls to them too.
// mallinfo2() reports bytes in use, which an allocation freed inside the measured loop leaves
// unchanged; counting calls is exact.
#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations = 0;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t allocation_counter_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int allocation_counter_available(void) { return 1; }
#else
uint64_t allocation_counter_count(void) { return 0; }
int allocation_counter_available(void) { return 0; }
#endif
