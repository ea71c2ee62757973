// Counts heap allocations made by this process, for the benchmarks' zero-allocation check.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made so far by the whole process.
uint64_t allocation_counter_count(void);

/// 1 where the counter works (glibc, by interposing the allocation functions), else 0.
int allocation_counter_available(void);

#endif
