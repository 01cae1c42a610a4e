#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the C heap holds in use now (glibc's `mallinfo2().uordblks`); 0 off Linux.
size_t heap_statistics_bytes_in_use(void);

#endif
