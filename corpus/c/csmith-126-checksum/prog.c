
typedef long unsigned int size_t;
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));
extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strncat (char *__restrict __dest, const char *__restrict __src,
        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcoll (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strxfrm (char *__restrict __dest,
         const char *__restrict __src, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) __attribute__ ((__access__ (__write_only__, 1, 3)));
struct __locale_struct
{
  struct __locale_data *__locales[13];
  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;
  const char *__names[13];
};
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
extern int strcoll_l (const char *__s1, const char *__s2, locale_t __l)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));
extern size_t strxfrm_l (char *__dest, const char *__src, size_t __n,
    locale_t __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)))
     __attribute__ ((__access__ (__write_only__, 1, 3)));
extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
extern char *strndup (const char *__string, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern size_t strnlen (const char *__string, size_t __maxlen)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));
extern char *strerror_l (int __errnum, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));

extern int bcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void bcopy (const void *__src, void *__dest, size_t __n)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern char *index (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *rindex (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern int ffs (int __i) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int ffsl (long int __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
__extension__ extern int ffsll (long long int __ll)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int strcasecmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strncasecmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcasecmp_l (const char *__s1, const char *__s2, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));
extern int strncasecmp_l (const char *__s1, const char *__s2,
     size_t __n, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 4)));

extern void explicit_bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)))
    __attribute__ ((__access__ (__write_only__, 1, 2)));
extern char *strsep (char **__restrict __stringp,
       const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));
extern char *__stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *__stpncpy (char *__restrict __dest,
   const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef float float_t;
typedef double double_t;
extern int __fpclassify (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbit (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsig (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignaling (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern double acos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double acosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern double ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern double log (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log10 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log10 (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern double __modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern double expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log1p (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log1p (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double logb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __logb (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern double cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern double drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double significand (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __significand (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern double __nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern double j0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double j1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double jn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __jn (int, double) __attribute__ ((__nothrow__ , __leaf__));
extern double y0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double y1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double yn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __yn (int, double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erf (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erf (double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erfc (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erfc (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double tgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __tgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double gamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __gamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern double rint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __rint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern double nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern double __remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lround (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llround (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__));
extern double scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern float acosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float cosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float coshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __coshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float expf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern float ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern float logf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log10f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log10f (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern float __modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern float expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float logbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
 extern float cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern float dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float significandf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __significandf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern float __nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern float j0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float j1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float jnf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __jnf (int, float) __attribute__ ((__nothrow__ , __leaf__));
extern float y0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float y1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float ynf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __ynf (int, float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erff (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erff (float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erfcf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erfcf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float tgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __tgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float gammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __gammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern float rintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __rintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern float remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern float nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern float __remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__));
extern float scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern long double acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double expl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern long double ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern long double logl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern long double __modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern long double expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern long double dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern long double j0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double j1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfl (long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfcl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfcl (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double tgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double gammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __gammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern long double rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern long double nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf128 (_Float128 __x, _Float128 __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int signgam;
enum
  {
    FP_NAN =
      0,
    FP_INFINITE =
      1,
    FP_ZERO =
      2,
    FP_SUBNORMAL =
      3,
    FP_NORMAL =
      4
  };

typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;

extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void __assert_perror_fail (int __errnum, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void __assert (const char *__assertion, const char *__file, int __line)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));


typedef __builtin_va_list __gnuc_va_list;
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
struct _IO_FILE;
typedef struct _IO_FILE __FILE;
struct _IO_FILE;
typedef struct _IO_FILE FILE;
struct _IO_FILE;
struct _IO_marker;
struct _IO_codecvt;
struct _IO_wide_data;
typedef void _IO_lock_t;
struct _IO_FILE
{
  int _flags;
  char *_IO_read_ptr;
  char *_IO_read_end;
  char *_IO_read_base;
  char *_IO_write_base;
  char *_IO_write_ptr;
  char *_IO_write_end;
  char *_IO_buf_base;
  char *_IO_buf_end;
  char *_IO_save_base;
  char *_IO_backup_base;
  char *_IO_save_end;
  struct _IO_marker *_markers;
  struct _IO_FILE *_chain;
  int _fileno;
  int _flags2;
  __off_t _old_offset;
  unsigned short _cur_column;
  signed char _vtable_offset;
  char _shortbuf[1];
  _IO_lock_t *_lock;
  __off64_t _offset;
  struct _IO_codecvt *_codecvt;
  struct _IO_wide_data *_wide_data;
  struct _IO_FILE *_freeres_list;
  void *_freeres_buf;
  size_t __pad5;
  int _mode;
  char _unused2[15 * sizeof (int) - 4 * sizeof (void *) - sizeof (size_t)];
};
typedef __gnuc_va_list va_list;
typedef __off_t off_t;
typedef __ssize_t ssize_t;
typedef __fpos_t fpos_t;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));
extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));
extern int renameat (int __oldfd, const char *__old, int __newfd,
       const char *__new) __attribute__ ((__nothrow__ , __leaf__));
extern int fclose (FILE *__stream);
extern FILE *tmpfile (void)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
extern char *tmpnam_r (char __s[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));
extern int fflush (FILE *__stream);
extern int fflush_unlocked (FILE *__stream);
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *freopen (const char *__restrict __filename,
        const char *__restrict __modes,
        FILE *__restrict __stream) ;
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *fmemopen (void *__s, size_t __len, const char *__modes)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *open_memstream (char **__bufloc, size_t *__sizeloc) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern void setbuf (FILE *__restrict __stream, char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
extern int setvbuf (FILE *__restrict __stream, char *__restrict __buf,
      int __modes, size_t __n) __attribute__ ((__nothrow__ , __leaf__));
extern void setbuffer (FILE *__restrict __stream, char *__restrict __buf,
         size_t __size) __attribute__ ((__nothrow__ , __leaf__));
extern void setlinebuf (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int fprintf (FILE *__restrict __stream,
      const char *__restrict __format, ...);
extern int printf (const char *__restrict __format, ...);
extern int sprintf (char *__restrict __s,
      const char *__restrict __format, ...) __attribute__ ((__nothrow__));
extern int vfprintf (FILE *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg);
extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);
extern int vsprintf (char *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg) __attribute__ ((__nothrow__));
extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));
extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
extern int vdprintf (int __fd, const char *__restrict __fmt,
       __gnuc_va_list __arg)
     __attribute__ ((__format__ (__printf__, 2, 0)));
extern int dprintf (int __fd, const char *__restrict __fmt, ...)
     __attribute__ ((__format__ (__printf__, 2, 3)));
extern int fscanf (FILE *__restrict __stream,
     const char *__restrict __format, ...) ;
extern int scanf (const char *__restrict __format, ...) ;
extern int sscanf (const char *__restrict __s,
     const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));
extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf") ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf") ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 2, 0)));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__format__ (__scanf__, 2, 0)));
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);
extern int getchar (void);
extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
extern int fgetc_unlocked (FILE *__stream);
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);
extern int putchar (int __c);
extern int fputc_unlocked (int __c, FILE *__stream);
extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);
extern int getw (FILE *__stream);
extern int putw (int __w, FILE *__stream);
extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
extern __ssize_t __getdelim (char **__restrict __lineptr,
                             size_t *__restrict __n, int __delimiter,
                             FILE *__restrict __stream) ;
extern __ssize_t getdelim (char **__restrict __lineptr,
                           size_t *__restrict __n, int __delimiter,
                           FILE *__restrict __stream) ;
extern __ssize_t getline (char **__restrict __lineptr,
                          size_t *__restrict __n,
                          FILE *__restrict __stream) ;
extern int fputs (const char *__restrict __s, FILE *__restrict __stream);
extern int puts (const char *__s);
extern int ungetc (int __c, FILE *__stream);
extern size_t fread (void *__restrict __ptr, size_t __size,
       size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite (const void *__restrict __ptr, size_t __size,
        size_t __n, FILE *__restrict __s);
extern size_t fread_unlocked (void *__restrict __ptr, size_t __size,
         size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite_unlocked (const void *__restrict __ptr, size_t __size,
          size_t __n, FILE *__restrict __stream);
extern int fseek (FILE *__stream, long int __off, int __whence);
extern long int ftell (FILE *__stream) ;
extern void rewind (FILE *__stream);
extern int fseeko (FILE *__stream, __off_t __off, int __whence);
extern __off_t ftello (FILE *__stream) ;
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos);
extern int fsetpos (FILE *__stream, const fpos_t *__pos);
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void clearerr_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void perror (const char *__s);
extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int fileno_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int pclose (FILE *__stream);
extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;
extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);

static void
platform_main_begin(void)
{
}
static void
platform_main_end(uint32_t crc, int flag)
{
 printf ("checksum = %X\n", crc);
}
static int8_t
(safe_unary_minus_func_int8_t_s)(int8_t si )
{
 
  return
    -si;
}
static int8_t
(safe_add_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
(safe_sub_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
(safe_mul_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
(safe_mod_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
(safe_div_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
(safe_lshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
(safe_lshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
(safe_unary_minus_func_int16_t_s)(int16_t si )
{
 
  return
    -si;
}
static int16_t
(safe_add_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
(safe_sub_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
(safe_mul_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
(safe_mod_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
(safe_div_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
(safe_lshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
(safe_lshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
(safe_unary_minus_func_int32_t_s)(int32_t si )
{
 
  return
    (si==(-2147483647-1)) ?
    ((si)) :
    -si;
}
static int32_t
(safe_add_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
(safe_sub_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
(safe_mul_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((2147483647) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-2147483647-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-2147483647-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((2147483647) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int32_t
(safe_mod_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int32_t
(safe_div_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int32_t
(safe_lshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((2147483647) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int32_t
(safe_lshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((2147483647) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int64_t
(safe_unary_minus_func_int64_t_s)(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
(safe_add_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
(safe_sub_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
(safe_mul_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((9223372036854775807L) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-9223372036854775807L -1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-9223372036854775807L -1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((9223372036854775807L) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int64_t
(safe_mod_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
(safe_div_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
(safe_lshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((9223372036854775807L) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int64_t
(safe_lshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((9223372036854775807L) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint8_t
(safe_unary_minus_func_uint8_t_u)(uint8_t ui )
{
 
  return -ui;
}
static uint8_t
(safe_add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 + ui2;
}
static uint8_t
(safe_sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
(safe_mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
(safe_mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
(safe_div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
(safe_lshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((255) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint8_t
(safe_lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
(safe_unary_minus_func_uint16_t_u)(uint16_t ui )
{
 
  return -ui;
}
static uint16_t
(safe_add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
(safe_sub_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 - ui2;
}
static uint16_t
(safe_mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
(safe_mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
(safe_div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
(safe_lshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint16_t
(safe_lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
(safe_unary_minus_func_uint32_t_u)(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
(safe_add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
(safe_sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
(safe_mul_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint32_t
(safe_mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
(safe_div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint32_t
(safe_lshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((4294967295U) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint32_t
(safe_lshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((4294967295U) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint64_t
(safe_unary_minus_func_uint64_t_u)(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
(safe_add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
(safe_sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
(safe_mul_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ((unsigned long long)ui1) * ((unsigned long long)ui2);
}
static uint64_t
(safe_mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint64_t
(safe_div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
(safe_lshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((18446744073709551615UL) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint64_t
(safe_lshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((18446744073709551615UL) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static float
(safe_add_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 + sf2);
}
static float
(safe_sub_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) - (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 - sf2);
}
static float
(safe_mul_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0x1.0p-100f * sf1) * (0x1.0p-28f * sf2)) > (0x1.0p-100f * (0x1.0p-28f * 3.40282346638528859811704183484516925e+38F))) ?
    (sf1) :
    (sf1 * sf2);
}
static float
(safe_div_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (0x1.0p-49f * 3.40282346638528859811704183484516925e+38F))))) ?
    (sf1) :
    (sf1 / sf2);
}
static double
(safe_add_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 + sf2);
}
static double
(safe_sub_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 - sf2);
}
static double
(safe_mul_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0x1.0p-100 * sf1) * (0x1.0p-924 * sf2)) > (0x1.0p-100 * (0x1.0p-924 * ((double)1.79769313486231570814527423731704357e+308L)))) ?
    (sf1) :
    (sf1 * sf2);
}
static double
(safe_div_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-974 * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-100 * (0x1.0p-974 * ((double)1.79769313486231570814527423731704357e+308L)))))) ?
    (sf1) :
    (sf1 / sf2);
}
static int32_t
(safe_convert_func_float_to_int32_t)(float sf1 )
{
 
  return
    ((sf1 <= (-2147483647-1)) || (sf1 >= (2147483647))) ?
    ((2147483647)) :
    ((int32_t)(sf1));
}
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;
static void
crc32_gentab (void)
{
 uint32_t crc;
 const uint32_t poly = 0xEDB88320UL;
 int i, j;
 for (i = 0; i < 256; i++) {
  crc = i;
  for (j = 8; j > 0; j--) {
   if (crc & 1) {
    crc = (crc >> 1) ^ poly;
   } else {
    crc >>= 1;
   }
  }
  crc32_tab[i] = crc;
 }
}
static void
crc32_byte (uint8_t b) {
 crc32_context =
  ((crc32_context >> 8) & 0x00FFFFFF) ^
  crc32_tab[(crc32_context ^ b) & 0xFF];
}
static void
crc32_8bytes (uint64_t val)
{
 crc32_byte ((val>>0) & 0xff);
 crc32_byte ((val>>8) & 0xff);
 crc32_byte ((val>>16) & 0xff);
 crc32_byte ((val>>24) & 0xff);
 crc32_byte ((val>>32) & 0xff);
 crc32_byte ((val>>40) & 0xff);
 crc32_byte ((val>>48) & 0xff);
 crc32_byte ((val>>56) & 0xff);
}
static void
transparent_crc (uint64_t val, char* vname, int flag)
{
 crc32_8bytes(val);
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static void
transparent_crc_bytes (char *ptr, int nbytes, char* vname, int flag)
{
    int i;
    for (i=0; i<nbytes; i++) {
        crc32_byte(ptr[i]);
    }
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static long __undefined;
struct S0 {
   volatile uint16_t f0;
   unsigned f1 : 10;
};
#pragma pack(push)
#pragma pack(1)
struct S1 {
   int64_t f0;
   const unsigned f1 : 13;
   unsigned f2 : 16;
   const unsigned f3 : 17;
   unsigned f4 : 3;
   unsigned f5 : 21;
   unsigned f6 : 26;
   signed f7 : 1;
};
#pragma pack(pop)
static int32_t g_16 = 0xBC9FA8BCL;
static uint32_t g_32 = 0xA67F6A19L;
static uint32_t *g_31[5][3] = {{&g_32,(void*)0,&g_32},{&g_32,(void*)0,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32}};
static uint64_t g_39 = 0x60E2EFE8E60A2FC5LL;
static int32_t g_46 = 0xD0EE3B00L;
static int32_t *g_45 = &g_46;
static int16_t g_67 = 0L;
static int32_t g_68[3][3][5] = {{{(-10L),(-1L),(-10L),0x2ACAFB12L,(-5L)},{0xAC5B6CC6L,(-1L),0x8FA1C18AL,0xC1E9AD3EL,(-5L)},{0x593EB6B3L,(-6L),(-6L),0x593EB6B3L,(-10L)}},{{(-3L),0x593EB6B3L,0x8FA1C18AL,(-5L),(-1L)},{(-3L),0x8FA1C18AL,(-10L),0x8FA1C18AL,(-3L)},{0x593EB6B3L,0xC1E9AD3EL,0xAC5B6CC6L,(-5L),(-6L)}},{{0xAC5B6CC6L,0x593EB6B3L,(-6L),(-6L),0x593EB6B3L},{0xC1E9AD3EL,(-1L),0xAC5B6CC6L,0x593EB6B3L,0x2ACAFB12L},{(-1L),(-6L),0xAC5B6CC6L,0x8FA1C18AL,0xAC5B6CC6L}}};
static int16_t g_69 = (-3L);
static uint8_t g_70 = 0UL;
static volatile uint32_t *g_79 = (void*)0;
static volatile uint32_t * const volatile * const volatile g_78 = &g_79;
static uint16_t g_80[5][9][5] = {{{0x5799L,0x9F13L,0x2AECL,0x8D2DL,0xC45FL},{4UL,0x75FBL,0x75FBL,4UL,0UL},{0x720AL,0x1034L,65526UL,0x26A2L,0x2714L},{1UL,0x2714L,65535UL,0x4ADDL,65535UL},{0x1BC9L,0x17CFL,0x9A88L,0x26A2L,65535UL},{0x9F13L,8UL,0x4CC2L,4UL,0x473AL},{0x229BL,0x8304L,65535UL,0x8D2DL,0x1BC9L},{0UL,1UL,0x229BL,0xD531L,0x76C9L},{0x9F13L,0UL,65526UL,8UL,0x3249L}},{{0x8D2DL,0xAB39L,0x76C9L,0xEBA8L,8UL},{65527UL,65535UL,0x4ADDL,0x3249L,0x0FEEL},{0x720AL,1UL,0UL,0x8304L,65533UL},{0x8326L,0x473AL,65535UL,2UL,65533UL},{0xD531L,0x5799L,1UL,1UL,0x0FEEL},{0x26A2L,1UL,0UL,0x9F13L,8UL},{0x17CFL,0x7F25L,65535UL,0x76C9L,0x3249L},{0x8304L,0UL,0x67B6L,0xC45FL,0x76C9L},{0x9A6AL,0xD531L,9UL,65535UL,0x1BC9L}},{{0x67B6L,0x473AL,0x2AECL,0x2AECL,0x473AL},{8UL,0x76C9L,0UL,0xC45FL,65535UL},{0x2714L,65533UL,0xD4D8L,1UL,65535UL},{0x0FEEL,0xAB39L,9UL,0x75FBL,0x2714L},{0x2714L,0x229BL,2UL,1UL,0UL},{8UL,0xD756L,1UL,0x720AL,0xC45FL},{0x67B6L,0x8304L,0xDD5FL,65535UL,0xAB39L},{0x9A6AL,0x5178L,2UL,0x3249L,0x5799L},{0x8304L,1UL,65534UL,0x1034L,65527UL}},{{0x17CFL,0x2714L,0x8326L,0x5178L,0xD531L},{0x26A2L,0xEBA8L,0UL,0xD531L,0x67B6L},{0xD531L,0x9F13L,0xF2C2L,0x1BC9L,0xC45FL},{0x8326L,0x9F13L,0x75FBL,0x8326L,65528UL},{0x720AL,0xEBA8L,0x67B6L,0x26A2L,65528UL},{65527UL,0x2714L,65535UL,65535UL,65535UL},{0x8D2DL,1UL,0x9A88L,0UL,0x8304L},{0x9F13L,0x5178L,1UL,4UL,0xDD5FL},{0UL,0x8304L,0x7F25L,0UL,0UL}},{{0xCBC1L,0x2AECL,0xCBC1L,0x4942L,0x229BL},{0x8D2DL,0xCBC1L,0xD4D8L,0x4ADDL,0UL},{0UL,2UL,0UL,65528UL,1UL},{65526UL,0UL,0xD4D8L,0UL,1UL},{9UL,0UL,0xCBC1L,0x0FEEL,0x3AD3L},{65535UL,0x5178L,0x7F25L,9UL,0UL},{0x4942L,0xCD7CL,65526UL,0xE28BL,1UL},{0x75FBL,0xE28BL,0xABC1L,0x8D2DL,65534UL},{0xDD5FL,0x5799L,0x8C10L,0x229BL,0x9A88L}}};
static int32_t g_92 = 0x0F612F8BL;
static uint32_t **g_94[9][5][5] = {{{&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0]},{&g_31[3][2],&g_31[2][2],&g_31[2][2],&g_31[3][2],&g_31[4][0]},{&g_31[4][0],(void*)0,&g_31[2][1],(void*)0,(void*)0},{&g_31[3][0],&g_31[4][0],&g_31[4][1],&g_31[4][0],&g_31[2][2]},{&g_31[4][0],&g_31[4][0],(void*)0,(void*)0,&g_31[4][0]}},{{&g_31[2][2],(void*)0,&g_31[1][0],&g_31[3][2],&g_31[4][0]},{&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0],&g_31[2][1]},{(void*)0,&g_31[4][0],&g_31[2][1],&g_31[4][0],&g_31[4][0]},{&g_31[4][0],(void*)0,&g_31[4][0],&g_31[4][0],&g_31[0][0]},{&g_31[2][2],&g_31[1][0],&g_31[4][0],(void*)0,&g_31[4][0]}},{{&g_31[4][0],&g_31[4][0],(void*)0,(void*)0,&g_31[2][2]},{&g_31[3][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[3][0]},{&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],(void*)0},{&g_31[3][2],&g_31[4][0],&g_31[2][1],(void*)0,&g_31[4][1]},{&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0],(void*)0}},{{(void*)0,(void*)0,&g_31[1][0],&g_31[2][1],&g_31[3][0]},{(void*)0,&g_31[2][1],(void*)0,(void*)0,&g_31[2][2]},{&g_31[4][0],(void*)0,&g_31[4][1],&g_31[4][0],&g_31[4][0]},{&g_31[3][0],&g_31[2][1],&g_31[2][1],&g_31[3][0],&g_31[0][0]},{&g_31[4][0],(void*)0,&g_31[2][2],&g_31[3][0],&g_31[4][0]}},{{(void*)0,&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[2][1]},{(void*)0,&g_31[4][0],&g_31[3][0],&g_31[3][0],&g_31[4][0]},{&g_31[2][2],&g_31[4][0],(void*)0,&g_31[3][0],&g_31[4][0]},{&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0],&g_31[2][2]},{&g_31[4][0],&g_31[4][0],&g_31[4][0],(void*)0,(void*)0}},{{&g_31[4][0],&g_31[1][0],&g_31[4][0],&g_31[2][1],&g_31[4][0]},{&g_31[2][2],(void*)0,&g_31[4][0],&g_31[4][0],&g_31[4][0]},{(void*)0,&g_31[4][0],&g_31[4][0],(void*)0,&g_31[2][2]},{(void*)0,&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0]},{&g_31[2][2],&g_31[3][2],&g_31[4][0],(void*)0,&g_31[4][0]}},{{&g_31[2][2],&g_31[2][1],&g_31[4][0],&g_31[4][0],(void*)0},{(void*)0,&g_31[4][0],&g_31[4][0],&g_31[3][2],&g_31[4][0]},{&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0]},{&g_31[4][0],&g_31[4][1],&g_31[4][0],&g_31[3][0],&g_31[2][1]},{&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0],(void*)0}},{{&g_31[2][2],&g_31[4][1],&g_31[4][1],&g_31[2][2],&g_31[1][0]},{&g_31[2][1],&g_31[4][0],&g_31[4][0],&g_31[4][0],(void*)0},{&g_31[4][0],&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][1]},{&g_31[4][0],&g_31[2][1],&g_31[4][0],&g_31[4][0],&g_31[2][1]},{&g_31[2][1],&g_31[3][2],&g_31[4][0],&g_31[2][2],&g_31[2][2]}},{{&g_31[0][0],(void*)0,&g_31[4][0],&g_31[4][0],&g_31[4][0]},{&g_31[3][2],(void*)0,&g_31[4][0],&g_31[3][0],&g_31[3][0]},{&g_31[0][0],&g_31[4][0],&g_31[0][0],&g_31[4][0],(void*)0},{&g_31[2][1],&g_31[4][0],(void*)0,&g_31[3][2],(void*)0},{&g_31[4][0],&g_31[4][0],(void*)0,&g_31[4][0],&g_31[4][0]}}};
static uint32_t *** volatile g_93 = &g_94[8][0][4];
static uint16_t g_115[6][6] = {{0xADF6L,0xE96DL,0xB6A5L,0xE96DL,0xADF6L,65535UL},{1UL,65535UL,0UL,0xADF6L,1UL,7UL},{4UL,0x68BCL,1UL,65535UL,7UL,7UL},{1UL,0UL,0UL,1UL,0x8D0DL,65535UL},{7UL,0UL,0xB6A5L,0x50A9L,0xE96DL,1UL},{0xB6A5L,4UL,0UL,0x68BCL,0xE96DL,0x68BCL}};
static uint64_t g_133 = 18446744073709551608UL;
static struct S0 g_144 = {0x73C3L,31};
static struct S0 * volatile g_146[10] = {&g_144,(void*)0,&g_144,&g_144,(void*)0,&g_144,&g_144,(void*)0,&g_144,&g_144};
static struct S0 g_147 = {65530UL,4};
static uint16_t g_166 = 0x843DL;
static uint8_t g_201 = 247UL;
static int32_t g_239 = 0L;
static uint32_t g_240 = 0x234534E8L;
static volatile uint32_t g_254 = 1UL;
static int8_t g_285 = (-1L);
static uint32_t g_319 = 0x73EDB131L;
static struct S0 g_330 = {0xC192L,28};
static struct S0 * volatile g_331[8] = {&g_330,&g_330,&g_330,&g_330,&g_330,&g_330,&g_330,&g_330};
static struct S0 * volatile g_332 = (void*)0;
static struct S0 g_352 = {0x5429L,17};
static volatile struct S0 g_436 = {0x067AL,23};
static struct S0 g_452 = {0x69C4L,22};
static uint16_t g_481 = 0x4E31L;
static struct S0 g_494 = {0x7B87L,5};
static uint16_t g_504 = 65534UL;
static volatile struct S0 g_506 = {0x1DB1L,18};
static volatile struct S0 g_507 = {0x7CEEL,16};
static uint8_t g_510[9][3] = {{0xFAL,0x74L,0xFAL},{1UL,0x9FL,1UL},{0xFAL,0x74L,0xFAL},{1UL,0x9FL,1UL},{0xFAL,0x74L,0xFAL},{1UL,0x9FL,1UL},{0xFAL,0x74L,0xFAL},{1UL,0x9FL,1UL},{0xFAL,0x74L,0xFAL}};
static volatile int8_t * volatile *g_513 = (void*)0;
static volatile int8_t * volatile ** volatile g_515 = (void*)0;
static uint8_t g_523 = 0x89L;
static int32_t ** volatile g_542[8] = {&g_45,(void*)0,&g_45,(void*)0,&g_45,(void*)0,&g_45,(void*)0};
static int32_t ** volatile g_544 = &g_45;
static int32_t ** volatile g_546 = (void*)0;
static struct S0 g_555 = {0x07E0L,8};
static struct S0 g_556[9] = {{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2},{0xDF4CL,2}};
static const uint64_t g_561 = 0x43D732907074A178LL;
static int8_t g_575 = 8L;
static uint32_t g_577 = 0x858BAA83L;
static int64_t g_581 = 0L;
static int8_t *g_587[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int8_t ** volatile g_586 = &g_587[0];
static int32_t ** const g_597 = &g_45;
static int32_t ** const *g_596 = &g_597;
static int32_t ** const **g_595 = &g_596;
static volatile struct S0 g_603 = {0x454FL,26};
static const struct S0 **** volatile g_656 = (void*)0;
static const struct S0 *g_660 = &g_555;
static const struct S0 **g_659[8] = {&g_660,&g_660,&g_660,&g_660,&g_660,&g_660,&g_660,&g_660};
static const struct S0 ***g_658 = &g_659[5];
static const struct S0 **** volatile g_657 = &g_658;
static volatile struct S0 g_663 = {0x3FCDL,7};
static int16_t g_714 = 0L;
static struct S0 g_735 = {0x1C04L,24};
static struct S0 g_736 = {65535UL,2};
static uint16_t *g_749 = &g_115[2][0];
static uint16_t * const volatile * volatile g_748 = &g_749;
static struct S0 g_755 = {0x3FE1L,20};
static struct S0 g_756[4][8][8] = {{{{65533UL,20},{1UL,23},{9UL,7},{0xF21BL,4},{0xF23FL,28},{0UL,10},{8UL,12},{1UL,27}},{{1UL,23},{0xE22CL,31},{0x88D7L,11},{0x06A7L,9},{65534UL,30},{0x71CCL,20},{9UL,7},{0xC9EBL,5}},{{1UL,11},{0xC9EBL,5},{0x76B0L,25},{0x88D7L,11},{0x76B0L,25},{0xC9EBL,5},{1UL,11},{65533UL,20}},{{0x88D7L,11},{2UL,16},{0x71CCL,20},{0xB5BBL,11},{1UL,23},{0xA89FL,19},{0xE424L,7},{9UL,7}},{{65528UL,6},{0x71CCL,20},{65528UL,29},{8UL,12},{1UL,23},{0xA486L,7},{0xA89FL,19},{0x88D7L,11}},{{0x88D7L,11},{0xE424L,7},{0xE22CL,31},{9UL,7},{0x76B0L,25},{9UL,16},{9UL,16},{0x76B0L,25}},{{1UL,11},{8UL,12},{8UL,12},{1UL,11},{65534UL,30},{0xE424L,7},{1UL,27},{0x71CCL,20}},{{1UL,23},{0x76B0L,25},{1UL,11},{0xE424L,7},{0xF23FL,28},{65533UL,20},{2UL,16},{65528UL,29}}},{{{65533UL,20},{0x76B0L,25},{0xF21BL,4},{0xA89FL,19},{65528UL,6},{0xE424L,7},{0xA486L,7},{0xE22CL,31}},{{0xA486L,7},{8UL,12},{0xF23FL,28},{9UL,16},{1UL,27},{9UL,16},{0xF23FL,28},{8UL,12}},{{0UL,10},{0xE424L,7},{0UL,20},{1UL,27},{9UL,7},{0xA486L,7},{1UL,10},{1UL,11}},{{9UL,16},{0x71CCL,20},{0xE424L,7},{2UL,16},{0UL,10},{0xA89FL,19},{1UL,10},{0xF21BL,4}},{{0xB5BBL,11},{2UL,16},{0UL,20},{0xA486L,7},{0x71CCL,20},{0xC9EBL,5},{0xF23FL,28},{0xF23FL,28}},{{0x71CCL,20},{0xC9EBL,5},{0xF23FL,28},{0xF23FL,28},{0xC9EBL,5},{0x71CCL,20},{0xA486L,7},{0UL,20}},{{8UL,12},{0xE22CL,31},{0xF21BL,4},{1UL,10},{0xA89FL,19},{0UL,10},{2UL,16},{0xE424L,7}},{{0UL,20},{1UL,23},{1UL,11},{1UL,10},{0xA486L,7},{9UL,7},{1UL,27},{0UL,20}}},{{{0UL,6},{0xA486L,7},{8UL,12},{0xF23FL,28},{9UL,16},{1UL,27},{9UL,16},{0xF23FL,28}},{{0xE22CL,31},{0xBD5BL,22},{0xE22CL,31},{0xA486L,7},{0xE424L,7},{65528UL,6},{0xA89FL,19},{0xF21BL,4}},{{9UL,7},{0UL,20},{65528UL,29},{2UL,16},{65533UL,20},{0xF23FL,28},{0xE424L,7},{1UL,11}},{{9UL,7},{0x06A7L,9},{0x71CCL,20},{1UL,27},{0xE424L,7},{65534UL,30},{1UL,11},{8UL,12}},{{0xE22CL,31},{9UL,7},{0x76B0L,25},{9UL,16},{9UL,16},{0x76B0L,25},{9UL,7},{0xE22CL,31}},{{0UL,6},{1UL,10},{0x88D7L,11},{0xA89FL,19},{0xA486L,7},{1UL,23},{8UL,12},{65528UL,29}},{{0UL,20},{0UL,20},{9UL,7},{0xE424L,7},{0xA89FL,19},{1UL,23},{0xB5BBL,11},{0x88D7L,11}},{{9UL,16},{0xF21BL,4},{0x71CCL,20},{0x76B0L,25},{1UL,10},{0UL,20},{65528UL,29},{0UL,20}}},{{{0x88D7L,11},{65528UL,6},{1UL,10},{65528UL,6},{0x88D7L,11},{9UL,7},{0UL,20},{65528UL,29}},{{8UL,12},{0UL,20},{0xE424L,7},{9UL,16},{0xBD5BL,22},{0UL,6},{1UL,11},{65528UL,6}},{{0x06A7L,9},{0xC9EBL,5},{0xE424L,7},{8UL,12},{65528UL,6},{0UL,10},{0UL,20},{0x71CCL,20}},{{0xBD5BL,22},{0xF23FL,28},{1UL,10},{65528UL,29},{0xE424L,7},{0xE424L,7},{65528UL,29},{1UL,10}},{{0xA89FL,19},{0xA89FL,19},{0x71CCL,20},{0UL,20},{0UL,10},{65528UL,6},{8UL,12},{0xE424L,7}},{{0x71CCL,20},{65533UL,20},{65528UL,6},{1UL,11},{0UL,6},{0xBD5BL,22},{9UL,16},{0xE424L,7}},{{65533UL,20},{2UL,16},{65528UL,29},{0UL,20},{9UL,7},{0x88D7L,11},{65528UL,6},{1UL,10}},{{0x76B0L,25},{1UL,10},{0UL,20},{65528UL,29},{0UL,20},{1UL,10},{0x76B0L,25},{0x71CCL,20}}}};
static int64_t *g_794 = &g_581;
static int32_t *g_874 = &g_46;
static int16_t g_897[7] = {0x539AL,0x539AL,0x539AL,0x539AL,0x539AL,0x539AL,0x539AL};
static struct S1 g_916[9][2] = {{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0L,60,5,284,0,1143,4744,-0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0L,60,5,284,0,1143,4744,-0}},{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0L,60,5,284,0,1143,4744,-0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0L,60,5,284,0,1143,4744,-0}},{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0L,60,5,284,0,1143,4744,-0},{0x23696500D1939F95LL,50,126,254,1,1314,6226,0}},{{0x23696500D1939F95LL,50,126,254,1,1314,6226,0},{0L,60,5,284,0,1143,4744,-0}}};
static struct S0 g_1021[5][5][8] = {{{{65535UL,29},{65535UL,19},{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19}},{{0UL,2},{65526UL,3},{0x2AA4L,5},{6UL,27},{1UL,30},{65535UL,19},{1UL,30},{6UL,27}},{{65535UL,29},{65526UL,3},{65535UL,29},{65535UL,19},{0UL,2},{1UL,2},{1UL,30},{1UL,2}},{{0xF205L,25},{65535UL,19},{0x2AA4L,5},{65535UL,19},{0xF205L,25},{0x7EA3L,1},{0UL,2},{6UL,27}},{{0xF205L,25},{0x7EA3L,1},{0UL,2},{6UL,27},{0UL,2},{0x7EA3L,1},{0xF205L,25},{65535UL,19}}},{{{65535UL,29},{65535UL,19},{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19}},{{0UL,2},{65526UL,3},{0x2AA4L,5},{6UL,27},{1UL,30},{65535UL,19},{1UL,30},{6UL,27}},{{65535UL,29},{65526UL,3},{65535UL,29},{65535UL,19},{0UL,2},{1UL,2},{1UL,30},{1UL,2}},{{0xF205L,25},{65535UL,19},{0x2AA4L,5},{65535UL,19},{0xF205L,25},{0x7EA3L,1},{0UL,2},{6UL,27}},{{0xF205L,25},{0x7EA3L,1},{0UL,2},{6UL,27},{0UL,2},{0x7EA3L,1},{0xF205L,25},{65535UL,19}}},{{{65535UL,29},{65535UL,19},{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19}},{{0UL,2},{65526UL,3},{0x2AA4L,5},{6UL,27},{1UL,30},{1UL,2},{0xF205L,25},{65526UL,3}},{{0x2AA4L,5},{0x7EA3L,1},{0x2AA4L,5},{1UL,2},{65535UL,29},{6UL,27},{0xF205L,25},{6UL,27}},{{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3}},{{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3},{65535UL,29},{65535UL,19},{0UL,2},{1UL,2}}},{{{0x2AA4L,5},{1UL,2},{65535UL,29},{6UL,27},{0xF205L,25},{6UL,27},{65535UL,29},{1UL,2}},{{65535UL,29},{0x7EA3L,1},{1UL,30},{65526UL,3},{0xF205L,25},{1UL,2},{0xF205L,25},{65526UL,3}},{{0x2AA4L,5},{0x7EA3L,1},{0x2AA4L,5},{1UL,2},{65535UL,29},{6UL,27},{0xF205L,25},{6UL,27}},{{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3}},{{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3},{65535UL,29},{65535UL,19},{0UL,2},{1UL,2}}},{{{0x2AA4L,5},{1UL,2},{65535UL,29},{6UL,27},{0xF205L,25},{6UL,27},{65535UL,29},{1UL,2}},{{65535UL,29},{0x7EA3L,1},{1UL,30},{65526UL,3},{0xF205L,25},{1UL,2},{0xF205L,25},{65526UL,3}},{{0x2AA4L,5},{0x7EA3L,1},{0x2AA4L,5},{1UL,2},{65535UL,29},{6UL,27},{0xF205L,25},{6UL,27}},{{0UL,2},{1UL,2},{1UL,30},{1UL,2},{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3}},{{0UL,2},{65535UL,19},{65535UL,29},{65526UL,3},{65535UL,29},{65535UL,19},{0UL,2},{1UL,2}}}};
static volatile uint8_t g_1022 = 0x4AL;
static const volatile struct S0 g_1024 = {0x2C68L,17};
static volatile struct S0 g_1025 = {65533UL,31};
static int16_t *g_1033 = &g_897[2];
static int16_t **g_1032 = &g_1033;
static volatile struct S0 g_1037 = {65534UL,22};
static volatile struct S0 g_1050 = {0x1063L,18};
static volatile struct S0 g_1064[10][5] = {{{65528UL,4},{0x8DD8L,30},{0xE2FAL,1},{0xF511L,31},{0xA2F5L,27}},{{0xF511L,31},{0x7E09L,28},{0x7E09L,28},{0xF511L,31},{0x0966L,13}},{{6UL,26},{65535UL,27},{1UL,26},{0xF511L,31},{0xADD9L,10}},{{65526UL,18},{0xE2FAL,1},{65535UL,27},{0xF511L,31},{0xFF42L,12}},{{0x1B7DL,14},{1UL,26},{0x8DD8L,30},{0xF511L,31},{0UL,25}},{{65528UL,4},{0x8DD8L,30},{0xE2FAL,1},{0xF511L,31},{0xA2F5L,27}},{{0xF511L,31},{0x7E09L,28},{0x7E09L,28},{0xF511L,31},{0x0966L,13}},{{6UL,26},{65535UL,27},{1UL,26},{0xF511L,31},{0xADD9L,10}},{{65526UL,18},{0xE2FAL,1},{65535UL,27},{0xF511L,31},{0xFF42L,12}},{{0x1B7DL,14},{1UL,26},{0x8DD8L,30},{0xF511L,31},{0UL,25}}};
static volatile struct S0 g_1065 = {0x779AL,2};
static uint16_t **g_1081 = &g_749;
static int8_t g_1104 = 0L;
static int64_t g_1140 = 0x5552FFF53AA3D393LL;
static uint16_t ***g_1156 = &g_1081;
static struct S0 * volatile g_1158 = &g_736;
static const struct S0 g_1159 = {0x7E94L,6};
static struct S0 g_1160 = {0x1A87L,2};
static struct S0 g_1162 = {65526UL,13};
static struct S0 * volatile g_1163 = &g_755;
static uint64_t *g_1171 = (void*)0;
static int64_t **g_1209 = &g_794;
static int64_t ***g_1208[3][8][5] = {{{(void*)0,&g_1209,(void*)0,(void*)0,&g_1209},{&g_1209,(void*)0,(void*)0,&g_1209,&g_1209},{&g_1209,(void*)0,&g_1209,&g_1209,&g_1209},{&g_1209,(void*)0,(void*)0,&g_1209,&g_1209},{&g_1209,&g_1209,(void*)0,&g_1209,(void*)0},{&g_1209,(void*)0,&g_1209,(void*)0,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,(void*)0}},{{(void*)0,&g_1209,(void*)0,&g_1209,&g_1209},{&g_1209,(void*)0,&g_1209,&g_1209,(void*)0},{&g_1209,&g_1209,&g_1209,(void*)0,&g_1209},{(void*)0,(void*)0,&g_1209,&g_1209,&g_1209},{&g_1209,(void*)0,(void*)0,&g_1209,(void*)0},{(void*)0,(void*)0,&g_1209,(void*)0,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,&g_1209}},{{(void*)0,&g_1209,(void*)0,(void*)0,&g_1209},{&g_1209,(void*)0,(void*)0,&g_1209,&g_1209},{&g_1209,(void*)0,&g_1209,&g_1209,&g_1209},{&g_1209,(void*)0,(void*)0,&g_1209,&g_1209},{&g_1209,&g_1209,(void*)0,&g_1209,(void*)0},{&g_1209,(void*)0,&g_1209,(void*)0,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,&g_1209},{&g_1209,&g_1209,&g_1209,&g_1209,(void*)0}}};
static uint32_t g_1211[9][4] = {{7UL,0x4A4DEE5DL,0xD064028FL,0x657D38BEL},{0xD064028FL,0x657D38BEL,0xD064028FL,0x4A4DEE5DL},{7UL,0x657D38BEL,18446744073709551615UL,0x657D38BEL},{7UL,0x4A4DEE5DL,0xD064028FL,0x657D38BEL},{0xD064028FL,0x657D38BEL,0xD064028FL,0x4A4DEE5DL},{7UL,0x657D38BEL,18446744073709551615UL,0x657D38BEL},{7UL,0x4A4DEE5DL,0xD064028FL,0x657D38BEL},{0xD064028FL,0x657D38BEL,0xD064028FL,0x4A4DEE5DL},{7UL,0x657D38BEL,18446744073709551615UL,0x657D38BEL}};
static struct S0 g_1231 = {0xFA90L,18};
static struct S0 g_1236[4] = {{65527UL,30},{65527UL,30},{65527UL,30},{65527UL,30}};
static volatile uint32_t g_1263[8][7] = {{4294967294UL,5UL,4294967294UL,4294967295UL,4294967288UL,4294967288UL,4294967295UL},{0x8283752EL,6UL,0x8283752EL,0x752358DBL,0x3BBC9B6CL,0x3BBC9B6CL,0x752358DBL},{4294967294UL,5UL,4294967294UL,4294967295UL,4294967288UL,4294967288UL,4294967295UL},{0x8283752EL,6UL,0x8283752EL,0x752358DBL,0x3BBC9B6CL,0x3BBC9B6CL,0x752358DBL},{4294967294UL,5UL,4294967294UL,4294967295UL,4294967288UL,4294967288UL,4294967295UL},{0x8283752EL,6UL,0x8283752EL,0x752358DBL,0x3BBC9B6CL,0x3BBC9B6CL,0x752358DBL},{4294967294UL,5UL,4294967294UL,4294967295UL,4294967288UL,4294967288UL,4294967295UL},{0x8283752EL,6UL,0x8283752EL,0x752358DBL,0x3BBC9B6CL,0x3BBC9B6CL,0x752358DBL}};
static volatile int64_t g_1290 = 0x2FE896FC5B820165LL;
static struct S0 g_1305 = {0x38F6L,6};
static struct S0 g_1358 = {0x854AL,13};
static int8_t g_1366 = 0x52L;
static struct S0 g_1384[7][4][4] = {{{{65535UL,22},{65535UL,23},{0xCA3CL,3},{0xA445L,12}},{{65535UL,22},{0UL,19},{0x92EAL,6},{0xCA3CL,3}},{{8UL,8},{65532UL,25},{65535UL,0},{65535UL,22}},{{65535UL,22},{0x1C55L,2},{0x08C3L,4},{0x08C3L,4}}},{{{0UL,30},{0UL,30},{65535UL,22},{65535UL,0}},{{65526UL,20},{0x1586L,5},{0xAB95L,15},{0x4F7BL,16}},{{0x005FL,17},{65535UL,22},{65532UL,25},{0xAB95L,15}},{{0UL,19},{65535UL,22},{0x525BL,18},{0x4F7BL,16}}},{{{65535UL,22},{0x1586L,5},{65535UL,23},{65535UL,0}},{{0x92EAL,6},{0UL,30},{0xCA3CL,3},{0x08C3L,4}},{{0xAB95L,15},{0x1C55L,2},{0xAB95L,15},{65535UL,22}},{{0x1421L,14},{65532UL,25},{0xC169L,14},{0xAB95L,15}}},{{{0xA445L,12},{0xC169L,14},{0x8996L,31},{65532UL,25}},{{65535UL,22},{0x1300L,16},{0x8996L,31},{0x525BL,18}},{{0xA445L,12},{0UL,30},{0xC169L,14},{65535UL,23}},{{0x1421L,14},{0x7656L,5},{0xAB95L,15},{0xCA3CL,3}}},{{{0xAB95L,15},{0xCA3CL,3},{0xCA3CL,3},{0xAB95L,15}},{{0x92EAL,6},{0x4F7BL,16},{65535UL,23},{0xC169L,14}},{{65535UL,22},{5UL,22},{0x525BL,18},{0x8996L,31}},{{0UL,19},{0UL,30},{65532UL,25},{0x8996L,31}}},{{{0x005FL,17},{5UL,22},{0xAB95L,15},{0xC169L,14}},{{65526UL,20},{0x4F7BL,16},{65535UL,22},{0xAB95L,15}},{{0UL,30},{0xCA3CL,3},{0x08C3L,4},{0xCA3CL,3}},{{65535UL,22},{0x7656L,5},{65535UL,0},{65535UL,23}}},{{{8UL,8},{0UL,30},{0x4F7BL,16},{0x525BL,18}},{{0x8094L,12},{0x1300L,16},{0xAB95L,15},{65532UL,25}},{{0x8094L,12},{0xC169L,14},{0x4F7BL,16},{0xAB95L,15}},{{8UL,8},{65532UL,25},{65535UL,0},{65535UL,22}}}};
static int64_t * volatile * const * volatile * const volatile g_1478 = (void*)0;
static int64_t * volatile * const * volatile * const volatile * volatile g_1477 = &g_1478;
static volatile int64_t *** volatile *g_1480 = (void*)0;
static volatile int64_t *** volatile * volatile *g_1479 = &g_1480;
static uint32_t ** const *g_1487[6][4] = {{&g_94[8][0][4],&g_94[8][0][4],&g_94[8][0][4],(void*)0},{&g_94[8][0][4],&g_94[2][2][1],(void*)0,(void*)0},{&g_94[8][0][4],&g_94[8][0][4],&g_94[8][0][4],&g_94[2][2][1]},{&g_94[2][2][1],&g_94[8][0][4],&g_94[8][0][4],&g_94[8][0][4]},{&g_94[8][0][4],&g_94[8][0][4],(void*)0,&g_94[8][0][4]},{&g_94[8][0][4],&g_94[8][0][4],&g_94[8][0][4],&g_94[8][0][4]}};
static uint32_t ** const **g_1486 = &g_1487[1][1];
static volatile struct S0 g_1500 = {65535UL,6};
static volatile struct S0 * const volatile g_1501[2] = {&g_506,&g_506};
static volatile struct S0 g_1502 = {65529UL,18};
static volatile struct S0 g_1565 = {65535UL,5};
static volatile struct S0 g_1566 = {7UL,23};
static volatile struct S0 g_1576[7] = {{1UL,11},{0x6F37L,13},{0x6F37L,13},{1UL,11},{0x6F37L,13},{0x6F37L,13},{1UL,11}};
static struct S0 g_1577 = {0x1882L,8};
static volatile struct S0 g_1578 = {0xCC78L,30};
static volatile struct S0 * volatile g_1579 = (void*)0;
static int8_t **g_1600[2] = {(void*)0,(void*)0};
static volatile int8_t **g_1601 = (void*)0;
static struct S0 g_1652 = {0x5A47L,19};
static struct S0 g_1653 = {4UL,26};
static struct S0 * volatile g_1654 = &g_556[7];
static int32_t * volatile g_1656 = &g_239;
static uint16_t func_1(void);
static struct S0 func_2(int32_t p_3);
static struct S0 func_4(uint32_t p_5, struct S1 p_6, uint32_t p_7, uint16_t p_8, int16_t p_9);
static uint32_t func_10(uint32_t p_11, uint32_t p_12, int32_t p_13, int8_t p_14, uint16_t p_15);
static const int32_t func_19(int16_t p_20, int64_t p_21, int16_t p_22, const int64_t p_23, uint32_t p_24);
static uint16_t func_1(void)
{
    uint32_t l_26 = 0UL;
    uint32_t *l_27 = &l_26;
    int32_t l_30 = 0xC7BA3F30L;
    int32_t *l_1655 = &g_16;
    (*g_1654) = func_2((func_4(func_10(g_16, (safe_mod_func_int32_t_s_s(func_19(g_16, (!((*l_27) = ((l_26 <= g_16) && 0x12L))), (l_27 == (((g_16 != (safe_lshift_func_int8_t_s_s(l_30, g_16))) | g_16) , g_31[4][0])), l_30, g_16), g_69)), l_30, l_30, l_30), g_916[8][0], g_352.f1, (*g_749), g_577) , (-8L)));
    l_1655 = (**g_596);
    (*g_1656) |= (*l_1655);
    return (*l_1655);
}
static struct S0 func_2(int32_t p_3)
{
    int16_t l_1299 = 0x653DL;
    int32_t l_1300[2];
    uint32_t *l_1308 = &g_240;
    uint32_t *l_1326 = (void*)0;
    const int8_t *l_1327 = &g_575;
    uint32_t l_1328 = 4294967294UL;
    int8_t l_1365[8] = {(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)};
    uint8_t l_1387 = 254UL;
    int32_t l_1393 = 0x91DDBA20L;
    uint64_t l_1395 = 0x32EDC86FCDD00D89LL;
    int8_t l_1437 = 1L;
    int32_t *l_1439 = (void*)0;
    int32_t *l_1440 = &g_16;
    int32_t *l_1441 = &l_1300[1];
    int32_t *l_1442[10][5] = {{&l_1300[1],&g_239,&g_239,&g_239,&l_1300[1]},{&g_92,&l_1300[1],&g_46,(void*)0,&l_1300[1]},{&l_1300[1],&g_46,&g_46,&l_1300[1],(void*)0},{&g_239,&l_1300[1],&g_239,&l_1300[1],&l_1300[1]},{&g_92,&l_1300[1],&g_92,(void*)0,&l_1300[1]},{&l_1300[1],&g_46,(void*)0,&l_1300[1],(void*)0},{&l_1300[1],&l_1300[1],&g_239,&l_1300[1],&g_239},{&g_92,&g_239,(void*)0,(void*)0,&g_239},{&g_239,&g_46,&g_92,&g_239,(void*)0},{&g_46,(void*)0,&l_1300[1],(void*)0,&g_46}};
    int64_t l_1443 = 0x201CCFDC5A2615C8LL;
    int32_t l_1444[9][7][4] = {{{0x003C7FB7L,0xC4B52235L,(-8L),0x0081001FL},{0x3CC75C72L,7L,0x52230BD6L,(-1L)},{(-2L),(-6L),(-2L),0xA63BF16DL},{(-2L),0xA63BF16DL,0xFD177A58L,0x0F449C61L},{0xEAC80A6AL,1L,1L,0xB4410414L},{0x801E9F09L,0x104DA03CL,0xBD8A8D16L,0x801E9F09L},{3L,0xDBAFC9CFL,0L,1L}},{{0xA63BF16DL,0x26295609L,0x2237E34BL,0L},{0xB4410414L,1L,3L,0x77E24C0BL},{0xBD525958L,0x801E9F09L,(-6L),1L},{0x3CC75C72L,(-1L),2L,0xEE6B7204L},{0x6B937BA4L,0x104DA03CL,3L,0xEAEA1907L},{0L,7L,0x997CF200L,0x0F449C61L},{0x5D90CB99L,0xEAC80A6AL,0x0ABD9DFDL,1L}},{{0L,(-6L),0xFD177A58L,0xEE2371DAL},{(-1L),0x453A52C5L,0L,0x0081001FL},{0xEE6B7204L,0x74AE65DEL,1L,0x801E9F09L},{0x26295609L,1L,0x26B9DFCEL,0x14AA10CAL},{(-1L),0x801E9F09L,0x82D41AF4L,0x39B1A06FL},{0xB4410414L,0x443B4CBAL,0x0ABD9DFDL,1L},{(-2L),(-8L),(-1L),(-2L)}},{{0L,(-1L),1L,1L},{0xC4B52235L,0xC4B52235L,2L,0xB4410414L},{0L,0L,0x997CF200L,0xEE2371DAL},{0xBD525958L,1L,(-2L),0x997CF200L},{0xEAEA1907L,1L,0x2237E34BL,0xEE2371DAL},{1L,0L,0x26B9DFCEL,0xB4410414L},{3L,0xC4B52235L,0x104DA03CL,1L}},{{0x26295609L,(-1L),1L,(-2L)},{0xA63BF16DL,(-8L),0xBD525958L,1L},{(-2L),0x443B4CBAL,0x0081001FL,0x39B1A06FL},{0x5D90CB99L,0x801E9F09L,0x52230BD6L,0x14AA10CAL},{0L,1L,1L,0x801E9F09L},{0x003C7FB7L,0x74AE65DEL,3L,0x0081001FL},{(-1L),0x453A52C5L,0x52230BD6L,0xEE2371DAL}},{{(-1L),(-6L),3L,1L},{(-2L),0xEAC80A6AL,0x82D41AF4L,0x0F449C61L},{1L,7L,1L,0xEAEA1907L},{0xEE6B7204L,0x104DA03CL,0x003C7FB7L,0xEE6B7204L},{3L,(-1L),0x66CFF58BL,1L},{0xEAC80A6AL,0x801E9F09L,0x2237E34BL,0x77E24C0BL},{0L,1L,0x0081001FL,0L}},{{0xBD525958L,0x26295609L,(-1L),1L},{(-1L),0xDBAFC9CFL,2L,0x801E9F09L},{0x74AE65DEL,0x104DA03CL,(-8L),0xB4410414L},{0L,1L,(-6L),0x0F449C61L},{0x26B9DFCEL,0xAA333399L,0xEE2371DAL,0xAA333399L},{0x0F449C61L,0xAD8ADE6FL,(-7L),1L},{1L,0xFD177A58L,(-3L),1L}},{{0x003C7FB7L,0L,0L,0x104DA03CL},{0x003C7FB7L,2L,(-3L),0xCCFD30C5L},{1L,0x104DA03CL,(-7L),0x713A46C3L},{0x0F449C61L,0x3E07C637L,0xEE2371DAL,(-1L)},{0x26B9DFCEL,1L,0xAD8ADE6FL,0L},{0L,3L,1L,0x6CC4DF94L},{0xE0CA6DACL,0x39B1A06FL,0xC4B52235L,0x0F449C61L}},{{0x0081001FL,0x2237E34BL,1L,1L},{(-7L),0xAA333399L,1L,0x941039E5L},{1L,0xDD785DC6L,0L,(-8L)},{0xDD785DC6L,0x2237E34BL,(-3L),1L},{0x3F816286L,0xE0CA6DACL,0x0E616E03L,0x6CC4DF94L},{0xBD8A8D16L,(-8L),0L,0xCCFD30C5L},{1L,1L,1L,(-6L)}}};
    uint32_t l_1445 = 0UL;
    int32_t **l_1468 = (void*)0;
    int32_t ***l_1467 = &l_1468;
    struct S1 l_1505[2][2][1] = {{{{3L,42,128,10,0,1179,919,-0}},{{3L,42,128,10,0,1179,919,-0}}},{{{3L,42,128,10,0,1179,919,-0}},{{3L,42,128,10,0,1179,919,-0}}}};
    int32_t ***l_1506 = &l_1468;
    const int32_t l_1507 = (-1L);
    uint16_t l_1521 = 0x6D25L;
    uint16_t ***l_1530 = &g_1081;
    int64_t l_1542 = 0x78DCF1D3373CB956LL;
    const uint16_t l_1543 = 0x353AL;
    struct S0 **l_1563 = (void*)0;
    const int8_t **l_1605 = &l_1327;
    const int8_t ***l_1604 = &l_1605;
    const int8_t ****l_1603 = &l_1604;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_1300[i] = 0xD8B71B71L;
    for (g_1104 = (-30); (g_1104 < (-18)); g_1104 = safe_add_func_uint8_t_u_u(g_1104, 1))
    {
        int32_t *l_1298[10];
        int8_t l_1301[5][9] = {{0x70L,0x70L,0xBEL,0xBEL,0x70L,0x70L,0xBEL,0xBEL,0x70L},{1L,(-10L),1L,(-10L),1L,(-10L),1L,(-10L),1L},{0x70L,0xBEL,0xBEL,0x70L,0x70L,0xBEL,0xBEL,0x70L,0x70L},{2L,(-10L),2L,(-10L),2L,(-10L),2L,(-10L),2L},{0x70L,0x70L,0xBEL,0xBEL,0x70L,0x70L,0xBEL,0xBEL,0x70L}};
        uint16_t l_1302 = 9UL;
        int i, j;
        for (i = 0; i < 10; i++)
            l_1298[i] = &g_92;
        ++l_1302;
        return g_1305;
    }
    return g_1653;
}
static struct S0 func_4(uint32_t p_5, struct S1 p_6, uint32_t p_7, uint16_t p_8, int16_t p_9)
{
    uint32_t l_934 = 8UL;
    int32_t l_957 = (-8L);
    int32_t l_961 = 0L;
    int32_t l_967 = (-1L);
    uint64_t l_968 = 0UL;
    int32_t l_971 = 0xE0448C52L;
    int32_t l_972 = 5L;
    int32_t l_974 = 0x6D20B08BL;
    int32_t l_976[6];
    int32_t l_980 = 1L;
    int64_t l_996 = 0L;
    uint32_t ***l_1016 = &g_94[7][1][1];
    uint32_t ****l_1015 = &l_1016;
    int16_t *l_1031[7][6];
    int16_t **l_1030 = &l_1031[6][1];
    const struct S0 ** const *l_1102[3];
    const struct S0 ** const **l_1101 = &l_1102[2];
    uint32_t l_1106 = 1UL;
    int64_t l_1157 = 1L;
    int64_t **l_1207 = &g_794;
    int64_t ***l_1206[3];
    int32_t **l_1277 = &g_874;
    int32_t ***l_1278 = &l_1277;
    int16_t l_1279 = (-1L);
    int32_t *l_1280 = &g_239;
    int32_t *l_1281 = (void*)0;
    int32_t *l_1282 = (void*)0;
    int32_t *l_1283 = (void*)0;
    int32_t *l_1284 = (void*)0;
    int32_t *l_1285 = &l_976[2];
    int32_t *l_1286 = &l_967;
    int32_t *l_1287 = &l_976[4];
    int32_t *l_1288[4][10] = {{(void*)0,&g_92,&l_976[2],&l_957,&l_976[2],&g_92,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_92,&l_976[2],&l_957,&l_976[2],&g_92,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_92,&l_976[2],&l_957,&l_976[2],&g_92,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_92,&l_976[2],&l_957,&l_976[2],&g_92,(void*)0,(void*)0,(void*)0,(void*)0}};
    int32_t l_1289 = 0xD5D11B9EL;
    int32_t l_1291 = 0x27896FD3L;
    int64_t l_1292 = 0xD100805B58E537BALL;
    uint8_t l_1293 = 8UL;
    int i, j;
    for (i = 0; i < 6; i++)
        l_976[i] = 0x4585D50FL;
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
            l_1031[i][j] = &g_897[4];
    }
    for (i = 0; i < 3; i++)
        l_1102[i] = &g_659[7];
    for (i = 0; i < 3; i++)
        l_1206[i] = &l_1207;
    for (g_575 = 9; (g_575 >= 3); g_575 -= 1)
    {
        int64_t *l_921 = &g_916[8][0].f0;
        int32_t l_926 = (-1L);
        uint64_t *l_931 = &g_39;
        uint64_t *l_937[7][6] = {{&g_133,&g_133,&g_133,&g_133,&g_133,&g_133},{&g_133,&g_133,&g_133,&g_133,&g_133,&g_133},{&g_133,&g_133,&g_133,&g_133,&g_133,&g_133},{&g_133,&g_133,&g_133,(void*)0,&g_133,(void*)0},{&g_133,&g_133,&g_133,&g_133,&g_133,(void*)0},{&g_133,&g_133,&g_133,&g_133,&g_133,&g_133},{&g_133,&g_133,&g_133,&g_133,&g_133,(void*)0}};
        int8_t *l_938 = (void*)0;
        int8_t *l_939 = &g_285;
        int32_t l_959 = 0xF63CAA86L;
        int32_t l_960 = 0L;
        int32_t l_964 = 0L;
        int32_t l_975 = 0x2D41D0C7L;
        int32_t l_977 = (-10L);
        int32_t l_978 = 1L;
        int32_t l_981 = 9L;
        int32_t l_982 = (-5L);
        int32_t l_983 = 0x82B09C8DL;
        int32_t l_985 = 7L;
        int32_t l_987 = 0xA1CC6CF5L;
        int32_t l_989 = 0xE3BAC80EL;
        int32_t l_990 = 0x5A02B642L;
        int32_t l_991 = 1L;
        int32_t l_992 = (-10L);
        int32_t l_993[5];
        uint32_t *l_1020 = &g_32;
        uint16_t l_1070[9] = {0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL,0xCD5EL};
        struct S1 l_1076 = {0xD690EDC6B0949B57LL,8,213,18,1,265,1193,0};
        uint16_t **l_1078 = &g_749;
        int32_t l_1083[3];
        int64_t l_1105 = 0L;
        int16_t *l_1131 = (void*)0;
        int i, j;
        for (i = 0; i < 5; i++)
            l_993[i] = 0xA43D46D0L;
        for (i = 0; i < 3; i++)
            l_1083[i] = 7L;
    }
    (***g_596) = (safe_mod_func_uint32_t_u_u(((void*)0 != &l_1207), (safe_rshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(((*g_749) = (safe_lshift_func_int8_t_s_u((safe_mod_func_int32_t_s_s(((*g_596) != (g_523 , ((*l_1278) = l_1277))), (l_1279 , p_6.f1))), 3))), (p_6.f6 > g_240))), 1))));
    ++l_1293;
    return (****l_1101);
}
static uint32_t func_10(uint32_t p_11, uint32_t p_12, int32_t p_13, int8_t p_14, uint16_t p_15)
{
    int32_t l_108 = (-4L);
    int32_t * const *l_112 = &g_45;
    int32_t * const **l_111 = &l_112;
    int64_t *l_113 = (void*)0;
    int64_t *l_114 = (void*)0;
    int32_t ***l_137 = (void*)0;
    struct S0 * const l_153 = (void*)0;
    int32_t l_238 = 0xFC4C8207L;
    int32_t l_250 = 0x8CEC9082L;
    int32_t l_251 = 0x234CEBFDL;
    int32_t l_252 = (-1L);
    int32_t l_253[3];
    uint32_t **l_410[10] = {&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0],&g_31[4][0]};
    uint8_t l_449[5][2] = {{0xA5L,1UL},{1UL,0xA5L},{1UL,1UL},{0xA5L,1UL},{1UL,0xA5L}};
    int8_t * const * const l_588[2] = {&g_587[0],&g_587[0]};
    int32_t ****l_592 = &l_137;
    int32_t *****l_591 = &l_592;
    int32_t ****l_594 = (void*)0;
    int32_t *****l_593 = &l_594;
    int32_t ** const ***l_598 = &g_595;
    int64_t *l_604 = &g_581;
    struct S0 *l_611 = &g_556[7];
    int32_t l_622 = 0x62A030E3L;
    int16_t *l_670 = &g_67;
    struct S0 **l_732 = &l_611;
    struct S0 ***l_731 = &l_732;
    struct S0 ****l_730[9][1] = {{(void*)0},{&l_731},{(void*)0},{&l_731},{(void*)0},{&l_731},{(void*)0},{&l_731},{(void*)0}};
    struct S1 l_767 = {0xEFDA48AA6D2179F7LL,74,200,224,0,677,651,0};
    const int16_t l_780 = 0L;
    int32_t l_855[6][2][5] = {{{(-3L),(-1L),0xD31C2B08L,0xC903C172L,(-10L)},{0x2526E636L,1L,0xC903C172L,0xC903C172L,1L}},{{5L,0x1D1EAC81L,0xA41F709BL,(-5L),1L},{1L,9L,0x247E0EC7L,0x1D1EAC81L,0xC903C172L}},{{0x0B534E7EL,0x2526E636L,0L,0xD31C2B08L,1L},{1L,0x1C42F662L,6L,1L,0xF755A6E6L}},{{5L,0L,1L,6L,(-5L)},{0x2526E636L,1L,1L,1L,0x2526E636L}},{{(-3L),3L,6L,0x868FA8A7L,(-1L)},{1L,0xBBDD269FL,0L,(-1L),0xBD6F40EFL}},{{0xBBDD269FL,1L,0x247E0EC7L,3L,(-1L)},{8L,(-1L),0xA41F709BL,(-1L),0x2526E636L}}};
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_253[i] = (-1L);
    return p_11;
}
static const int32_t func_19(int16_t p_20, int64_t p_21, int16_t p_22, const int64_t p_23, uint32_t p_24)
{
    int32_t l_65 = (-1L);
    uint32_t *l_73 = (void*)0;
    uint8_t l_95 = 0xD0L;
    for (p_21 = 0; (p_21 == (-15)); p_21 = safe_sub_func_uint8_t_u_u(p_21, 8))
    {
        uint64_t *l_37 = (void*)0;
        uint64_t *l_38 = &g_39;
        int32_t *l_42 = &g_16;
        int32_t **l_43 = (void*)0;
        int32_t **l_44[2][6] = {{&l_42,&l_42,&l_42,&l_42,&l_42,&l_42},{&l_42,&l_42,&l_42,&l_42,&l_42,&l_42}};
        int32_t l_60 = 0xBE33BD0DL;
        int i, j;
        g_45 = ((((safe_add_func_int32_t_s_s(1L, 0x659CDE30L)) == p_23) & ((*l_38)++)) , l_42);
        for (g_46 = 1; (g_46 >= 0); g_46 -= 1)
        {
            const struct S1 l_49[9][8] = {{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}},{{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0},{-5L,74,151,130,1,1021,7174,-0}}};
            int32_t l_64 = (-1L);
            int16_t *l_66 = &g_67;
            int32_t **l_101 = (void*)0;
            int i, j;
            g_68[2][2][3] |= (g_46 == (safe_lshift_func_uint8_t_u_s((l_49[8][4] , (safe_lshift_func_int8_t_s_u((((g_46 & 0xFBDDL) & (safe_rshift_func_uint16_t_u_u(((safe_lshift_func_int8_t_s_s((safe_div_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s(((*l_66) &= ((l_60 && ((*l_38) = (!(((void*)0 == g_31[g_46][g_46]) , ((((safe_lshift_func_int8_t_s_s((l_64 = p_21), l_65)) == g_32) && 0x3C8FL) , 0x0DL))))) , g_32)), l_65)) | (*l_42)), 0x9DD6L)), 0)) <= 0x5EL), p_24))) | p_22), 4))), l_49[8][4].f4)));
            for (g_67 = 0; (g_67 <= 1); g_67 += 1)
            {
                int32_t l_91 = (-10L);
                uint32_t *l_100 = &g_32;
                int32_t ***l_102 = &l_43;
                int32_t ***l_103 = &l_101;
                int i, j;
                --g_70;
                for (p_20 = 0; (p_20 <= 2); p_20 += 1)
                {
                    uint32_t *l_74 = &g_32;
                    uint32_t **l_75 = &l_74;
                    int i, j;
                    g_92 ^= (((g_31[(p_20 + 1)][g_46] = l_73) != ((*l_75) = l_74)) >= ((safe_add_func_int32_t_s_s(((g_78 != (g_39 , &g_79)) , (g_80[1][5][4] = l_49[8][4].f5)), ((safe_div_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((0x9866F533L ^ (l_64 < (safe_sub_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(l_49[8][4].f7, 0x35235ED9E4BB11E4LL)), 0x16L)))), l_91)), 5L)) | 1UL))) , p_20));
                    (*g_93) = &g_31[4][0];
                    l_95--;
                }
                l_65 = (((void*)0 != l_73) & (l_44[g_67][(g_46 + 2)] == ((*l_103) = ((*l_102) = (((*l_100) = 0UL) , l_101)))));
            }
        }
        l_65 |= p_20;
        g_45 = &g_92;
    }
    return p_23;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_67, "g_67", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_68[i][j][k], "g_68[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_80[i][j][k], "g_80[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_92, "g_92", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_115[i][j], "g_115[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_144.f0, "g_144.f0", print_hash_value);
    transparent_crc(g_144.f1, "g_144.f1", print_hash_value);
    transparent_crc(g_147.f0, "g_147.f0", print_hash_value);
    transparent_crc(g_147.f1, "g_147.f1", print_hash_value);
    transparent_crc(g_166, "g_166", print_hash_value);
    transparent_crc(g_201, "g_201", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_254, "g_254", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    transparent_crc(g_319, "g_319", print_hash_value);
    transparent_crc(g_330.f0, "g_330.f0", print_hash_value);
    transparent_crc(g_330.f1, "g_330.f1", print_hash_value);
    transparent_crc(g_352.f0, "g_352.f0", print_hash_value);
    transparent_crc(g_352.f1, "g_352.f1", print_hash_value);
    transparent_crc(g_436.f0, "g_436.f0", print_hash_value);
    transparent_crc(g_436.f1, "g_436.f1", print_hash_value);
    transparent_crc(g_452.f0, "g_452.f0", print_hash_value);
    transparent_crc(g_452.f1, "g_452.f1", print_hash_value);
    transparent_crc(g_481, "g_481", print_hash_value);
    transparent_crc(g_494.f0, "g_494.f0", print_hash_value);
    transparent_crc(g_494.f1, "g_494.f1", print_hash_value);
    transparent_crc(g_504, "g_504", print_hash_value);
    transparent_crc(g_506.f0, "g_506.f0", print_hash_value);
    transparent_crc(g_506.f1, "g_506.f1", print_hash_value);
    transparent_crc(g_507.f0, "g_507.f0", print_hash_value);
    transparent_crc(g_507.f1, "g_507.f1", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_510[i][j], "g_510[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_523, "g_523", print_hash_value);
    transparent_crc(g_555.f0, "g_555.f0", print_hash_value);
    transparent_crc(g_555.f1, "g_555.f1", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_556[i].f0, "g_556[i].f0", print_hash_value);
        transparent_crc(g_556[i].f1, "g_556[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_561, "g_561", print_hash_value);
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_577, "g_577", print_hash_value);
    transparent_crc(g_581, "g_581", print_hash_value);
    transparent_crc(g_603.f0, "g_603.f0", print_hash_value);
    transparent_crc(g_603.f1, "g_603.f1", print_hash_value);
    transparent_crc(g_663.f0, "g_663.f0", print_hash_value);
    transparent_crc(g_663.f1, "g_663.f1", print_hash_value);
    transparent_crc(g_714, "g_714", print_hash_value);
    transparent_crc(g_735.f0, "g_735.f0", print_hash_value);
    transparent_crc(g_735.f1, "g_735.f1", print_hash_value);
    transparent_crc(g_736.f0, "g_736.f0", print_hash_value);
    transparent_crc(g_736.f1, "g_736.f1", print_hash_value);
    transparent_crc(g_755.f0, "g_755.f0", print_hash_value);
    transparent_crc(g_755.f1, "g_755.f1", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_756[i][j][k].f0, "g_756[i][j][k].f0", print_hash_value);
                transparent_crc(g_756[i][j][k].f1, "g_756[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_897[i], "g_897[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_916[i][j].f0, "g_916[i][j].f0", print_hash_value);
            transparent_crc(g_916[i][j].f1, "g_916[i][j].f1", print_hash_value);
            transparent_crc(g_916[i][j].f2, "g_916[i][j].f2", print_hash_value);
            transparent_crc(g_916[i][j].f3, "g_916[i][j].f3", print_hash_value);
            transparent_crc(g_916[i][j].f4, "g_916[i][j].f4", print_hash_value);
            transparent_crc(g_916[i][j].f5, "g_916[i][j].f5", print_hash_value);
            transparent_crc(g_916[i][j].f6, "g_916[i][j].f6", print_hash_value);
            transparent_crc(g_916[i][j].f7, "g_916[i][j].f7", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_1021[i][j][k].f0, "g_1021[i][j][k].f0", print_hash_value);
                transparent_crc(g_1021[i][j][k].f1, "g_1021[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_1022, "g_1022", print_hash_value);
    transparent_crc(g_1024.f0, "g_1024.f0", print_hash_value);
    transparent_crc(g_1024.f1, "g_1024.f1", print_hash_value);
    transparent_crc(g_1025.f0, "g_1025.f0", print_hash_value);
    transparent_crc(g_1025.f1, "g_1025.f1", print_hash_value);
    transparent_crc(g_1037.f0, "g_1037.f0", print_hash_value);
    transparent_crc(g_1037.f1, "g_1037.f1", print_hash_value);
    transparent_crc(g_1050.f0, "g_1050.f0", print_hash_value);
    transparent_crc(g_1050.f1, "g_1050.f1", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_1064[i][j].f0, "g_1064[i][j].f0", print_hash_value);
            transparent_crc(g_1064[i][j].f1, "g_1064[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1065.f0, "g_1065.f0", print_hash_value);
    transparent_crc(g_1065.f1, "g_1065.f1", print_hash_value);
    transparent_crc(g_1104, "g_1104", print_hash_value);
    transparent_crc(g_1140, "g_1140", print_hash_value);
    transparent_crc(g_1159.f0, "g_1159.f0", print_hash_value);
    transparent_crc(g_1159.f1, "g_1159.f1", print_hash_value);
    transparent_crc(g_1160.f0, "g_1160.f0", print_hash_value);
    transparent_crc(g_1160.f1, "g_1160.f1", print_hash_value);
    transparent_crc(g_1162.f0, "g_1162.f0", print_hash_value);
    transparent_crc(g_1162.f1, "g_1162.f1", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_1211[i][j], "g_1211[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1231.f0, "g_1231.f0", print_hash_value);
    transparent_crc(g_1231.f1, "g_1231.f1", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_1236[i].f0, "g_1236[i].f0", print_hash_value);
        transparent_crc(g_1236[i].f1, "g_1236[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_1263[i][j], "g_1263[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1290, "g_1290", print_hash_value);
    transparent_crc(g_1305.f0, "g_1305.f0", print_hash_value);
    transparent_crc(g_1305.f1, "g_1305.f1", print_hash_value);
    transparent_crc(g_1358.f0, "g_1358.f0", print_hash_value);
    transparent_crc(g_1358.f1, "g_1358.f1", print_hash_value);
    transparent_crc(g_1366, "g_1366", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1384[i][j][k].f0, "g_1384[i][j][k].f0", print_hash_value);
                transparent_crc(g_1384[i][j][k].f1, "g_1384[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_1500.f0, "g_1500.f0", print_hash_value);
    transparent_crc(g_1500.f1, "g_1500.f1", print_hash_value);
    transparent_crc(g_1502.f0, "g_1502.f0", print_hash_value);
    transparent_crc(g_1502.f1, "g_1502.f1", print_hash_value);
    transparent_crc(g_1565.f0, "g_1565.f0", print_hash_value);
    transparent_crc(g_1565.f1, "g_1565.f1", print_hash_value);
    transparent_crc(g_1566.f0, "g_1566.f0", print_hash_value);
    transparent_crc(g_1566.f1, "g_1566.f1", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1576[i].f0, "g_1576[i].f0", print_hash_value);
        transparent_crc(g_1576[i].f1, "g_1576[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1577.f0, "g_1577.f0", print_hash_value);
    transparent_crc(g_1577.f1, "g_1577.f1", print_hash_value);
    transparent_crc(g_1578.f0, "g_1578.f0", print_hash_value);
    transparent_crc(g_1578.f1, "g_1578.f1", print_hash_value);
    transparent_crc(g_1652.f0, "g_1652.f0", print_hash_value);
    transparent_crc(g_1652.f1, "g_1652.f1", print_hash_value);
    transparent_crc(g_1653.f0, "g_1653.f0", print_hash_value);
    transparent_crc(g_1653.f1, "g_1653.f1", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
