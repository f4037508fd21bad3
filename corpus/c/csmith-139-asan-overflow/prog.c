
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
union U0 {
   volatile int32_t f0;
   volatile int32_t f1;
   const uint32_t f2;
   int32_t f3;
};
static uint32_t g_9 = 0x8BD4DFBDL;
static uint64_t g_14 = 4UL;
static int32_t g_15 = 6L;
static int16_t g_54 = 0x6764L;
static uint16_t g_57 = 6UL;
static int32_t g_60 = (-4L);
static uint8_t g_62 = 0x7DL;
static int32_t g_64 = (-1L);
static const uint8_t g_68 = 0x36L;
static int32_t *g_76 = &g_60;
static int32_t ** volatile g_75 = &g_76;
static uint32_t g_95[5] = {0xC0438810L,0xC0438810L,0xC0438810L,0xC0438810L,0xC0438810L};
static int32_t ** volatile g_98 = &g_76;
static const volatile union U0 g_100 = {0L};
static int16_t g_113 = 0xBF81L;
static uint16_t g_137 = 0UL;
static int64_t g_139 = 0xFAEFD05EA4B618F9LL;
static uint8_t g_166 = 0UL;
static uint16_t g_190 = 65530UL;
static volatile uint32_t *g_226[1] = {(void*)0};
static volatile uint32_t **g_225[6][10] = {{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]},{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]},{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]},{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]},{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]},{&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0],&g_226[0]}};
static volatile uint32_t ** volatile * volatile g_224 = &g_225[3][1];
static uint64_t g_228 = 0xC837EFFEDF3864CDLL;
static int32_t ** volatile g_239 = &g_76;
static int32_t ** volatile g_265 = (void*)0;
static union U0 g_268 = {0xD9829634L};
static int8_t g_295 = 0L;
static int64_t g_301 = 0L;
static volatile uint32_t ** volatile * volatile g_322 = &g_225[0][4];
static uint32_t *g_351[8] = {(void*)0,&g_95[2],(void*)0,(void*)0,&g_95[2],(void*)0,(void*)0,&g_95[2]};
static const uint32_t g_355 = 1UL;
static const uint32_t *g_356 = (void*)0;
static volatile uint32_t g_376[6][1] = {{0x13A42396L},{0x5E572430L},{0x13A42396L},{0x13A42396L},{0x5E572430L},{0x13A42396L}};
static union U0 g_402 = {-5L};
static uint64_t g_431 = 0x8FFE5B919CC3F2C0LL;
static union U0 g_436 = {-7L};
static volatile uint32_t g_460[7][2] = {{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL},{18446744073709551609UL,18446744073709551609UL}};
static uint32_t g_469 = 0x56773E46L;
static int16_t g_478 = (-1L);
static volatile int32_t g_479 = 0xAA376D47L;
static volatile uint8_t g_481[2] = {0x29L,0x29L};
static int32_t ** volatile g_484 = &g_76;
static uint32_t g_514 = 0x5889AAFEL;
static volatile uint32_t g_551 = 0xE43BB97FL;
static int8_t *g_571 = &g_295;
static volatile int32_t g_600 = (-5L);
static volatile uint16_t g_603 = 0x04F1L;
static uint8_t *g_608[2] = {&g_166,&g_166};
static uint8_t **g_607 = &g_608[1];
static uint32_t g_612 = 1UL;
static int16_t *g_616 = &g_54;
static int16_t **g_615 = &g_616;
static uint32_t **g_640 = &g_351[7];
static uint32_t ***g_639 = &g_640;
static uint16_t g_654 = 0x6D6DL;
static union U0 *g_711 = &g_268;
static union U0 ** volatile g_710 = &g_711;
static int32_t ** volatile g_730 = &g_76;
static volatile uint32_t g_731 = 0xEDBEF11AL;
static int32_t g_743 = 0xD8F017C5L;
static uint8_t g_757[6][4][3] = {{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}},{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}},{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}},{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}},{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}},{{0UL,0UL,0x4DL},{0x00L,255UL,0x00L},{0UL,0x4DL,0x4DL},{2UL,255UL,2UL}}};
static uint8_t * const g_756 = &g_757[2][0][0];
static uint8_t * const *g_755 = &g_756;
static int8_t g_773[6][3] = {{(-10L),8L,8L},{(-10L),8L,8L},{(-10L),8L,8L},{(-10L),8L,8L},{(-10L),8L,8L},{(-10L),8L,8L}};
static int32_t *** volatile g_808[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t *g_811 = &g_436.f3;
static int32_t **g_810 = &g_811;
static int32_t *** volatile g_809 = &g_810;
static int32_t * volatile g_812 = &g_60;
static uint64_t g_835 = 18446744073709551615UL;
static uint8_t g_836 = 0xC8L;
static uint64_t *g_862 = &g_431;
static uint64_t **g_861 = &g_862;
static const volatile uint16_t *g_895[7] = {&g_603,&g_603,(void*)0,&g_603,&g_603,(void*)0,&g_603};
static const volatile uint16_t ** const g_894[10][5][2] = {{{&g_895[1],&g_895[3]},{(void*)0,&g_895[0]},{&g_895[0],&g_895[0]},{&g_895[0],(void*)0},{&g_895[0],&g_895[0]}},{{(void*)0,&g_895[5]},{&g_895[1],&g_895[1]},{(void*)0,&g_895[5]},{&g_895[5],&g_895[0]},{(void*)0,(void*)0}},{{&g_895[0],(void*)0},{&g_895[4],&g_895[0]},{&g_895[4],(void*)0},{&g_895[0],(void*)0},{(void*)0,&g_895[0]}},{{&g_895[5],&g_895[5]},{(void*)0,&g_895[1]},{&g_895[1],&g_895[5]},{(void*)0,&g_895[5]},{(void*)0,(void*)0}},{{&g_895[3],&g_895[0]},{&g_895[0],&g_895[0]},{&g_895[0],(void*)0},{&g_895[5],&g_895[4]},{(void*)0,&g_895[0]}},{{&g_895[0],(void*)0},{&g_895[0],(void*)0},{&g_895[0],&g_895[0]},{(void*)0,&g_895[4]},{&g_895[5],(void*)0}},{{&g_895[0],&g_895[0]},{&g_895[0],&g_895[0]},{&g_895[3],(void*)0},{(void*)0,&g_895[5]},{(void*)0,&g_895[0]}},{{&g_895[5],&g_895[5]},{&g_895[1],&g_895[3]},{&g_895[0],&g_895[3]},{&g_895[0],&g_895[0]},{&g_895[0],&g_895[0]}},{{&g_895[0],&g_895[1]},{&g_895[0],&g_895[0]},{&g_895[0],&g_895[0]},{&g_895[0],&g_895[3]},{&g_895[0],&g_895[3]}},{{&g_895[1],&g_895[5]},{&g_895[5],&g_895[0]},{(void*)0,&g_895[5]},{(void*)0,(void*)0},{&g_895[3],&g_895[0]}}};
static volatile uint64_t g_907 = 0xFD384EE7BF84B6CDLL;
static volatile int8_t g_923 = (-1L);
static volatile union U0 g_955 = {-3L};
static volatile union U0 g_957 = {0x9BEB14ECL};
static int32_t * volatile g_1004 = &g_60;
static int64_t g_1105 = 0xAD58B1EDE341B545LL;
static union U0 **g_1127 = &g_711;
static union U0 ***g_1126 = &g_1127;
static union U0 *** volatile *g_1125[7][5][2] = {{{(void*)0,&g_1126},{&g_1126,&g_1126},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_1126,(void*)0}},{{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126}},{{&g_1126,(void*)0},{&g_1126,(void*)0},{(void*)0,(void*)0},{(void*)0,&g_1126},{&g_1126,&g_1126}},{{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_1126,(void*)0},{&g_1126,&g_1126},{&g_1126,&g_1126}},{{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,(void*)0},{&g_1126,(void*)0}},{{(void*)0,(void*)0},{(void*)0,&g_1126},{&g_1126,&g_1126},{(void*)0,(void*)0},{(void*)0,(void*)0}},{{&g_1126,(void*)0},{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126},{&g_1126,&g_1126}}};
static int32_t ** volatile g_1134 = (void*)0;
static int32_t ** volatile g_1135 = (void*)0;
static volatile uint64_t g_1188[1][6] = {{0x11053AF1CD8CCD2ALL,0x11053AF1CD8CCD2ALL,0x11053AF1CD8CCD2ALL,0x11053AF1CD8CCD2ALL,0x11053AF1CD8CCD2ALL,0x11053AF1CD8CCD2ALL}};
static int8_t **g_1195 = &g_571;
static int8_t ***g_1194 = &g_1195;
static int8_t **** volatile g_1193 = &g_1194;
static volatile union U0 g_1201[3] = {{-4L},{-4L},{-4L}};
static int64_t *g_1292 = (void*)0;
static int32_t **g_1368 = &g_76;
static int32_t ***g_1367[2][5][4] = {{{&g_1368,&g_1368,&g_1368,(void*)0},{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,&g_1368,&g_1368,(void*)0}},{{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,(void*)0,(void*)0,&g_1368},{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,&g_1368,&g_1368,&g_1368},{&g_1368,(void*)0,&g_1368,(void*)0}}};
static uint32_t g_1412 = 0xF157AA18L;
static const uint64_t func_1(void);
static int32_t * func_2(uint8_t p_3, int64_t p_4, int32_t * p_5, int32_t * p_6);
static int64_t func_19(int8_t p_20, uint64_t * p_21);
static int32_t func_24(const uint32_t p_25, uint8_t p_26, uint32_t * p_27, int8_t p_28);
static uint64_t func_35(uint32_t p_36, int32_t p_37, uint32_t p_38, int8_t p_39);
static const uint64_t func_1(void)
{
    uint32_t *l_8 = &g_9;
    uint64_t *l_12 = (void*)0;
    uint64_t *l_13 = &g_14;
    const int32_t l_18 = 0L;
    int32_t *l_40 = (void*)0;
    int32_t l_41 = 0xACD4A797L;
    int16_t l_705 = 0x307FL;
    uint32_t l_706[3][1];
    int64_t l_713 = 1L;
    int32_t **l_1136[4][5][4];
    union U0 ***l_1141 = &g_1127;
    uint16_t l_1155 = 0xE205L;
    int64_t *l_1156[7][5][6] = {{{&l_713,&g_139,&g_139,&g_139,&g_301,&g_139},{&g_301,&g_139,(void*)0,(void*)0,&g_139,(void*)0},{&g_301,(void*)0,&g_301,(void*)0,&g_139,&g_1105},{&g_139,&g_1105,&g_301,(void*)0,&g_1105,&g_1105},{&g_139,&g_301,(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_301,&g_139,&g_1105,(void*)0,(void*)0,&g_139},{(void*)0,&l_713,&g_139,&l_713,&g_301,(void*)0},{&g_1105,(void*)0,&g_139,(void*)0,&g_1105,&g_139},{(void*)0,(void*)0,&g_301,&g_1105,&g_139,(void*)0},{&g_139,&l_713,&g_139,(void*)0,&g_301,(void*)0}},{{&g_139,&g_301,&g_301,&g_139,(void*)0,&g_139},{&g_301,&g_301,&g_139,&g_139,&g_139,(void*)0},{&g_301,&g_301,&g_139,&g_301,&g_139,&g_139},{(void*)0,&g_1105,&g_1105,(void*)0,&g_301,(void*)0},{(void*)0,&l_713,(void*)0,(void*)0,(void*)0,&g_1105}},{{&g_1105,&g_1105,&g_301,(void*)0,(void*)0,&g_1105},{&g_1105,&l_713,&g_301,&g_139,&g_301,(void*)0},{&g_139,&g_1105,(void*)0,(void*)0,&g_139,&g_139},{&g_139,&g_301,(void*)0,(void*)0,&g_139,(void*)0},{&g_139,&g_301,&g_139,&g_301,(void*)0,(void*)0}},{{&g_1105,&g_301,&g_1105,&l_713,&g_301,&g_1105},{(void*)0,&l_713,&g_139,&l_713,&g_139,&g_301},{&g_1105,(void*)0,(void*)0,&g_301,&g_1105,&g_1105},{&g_139,(void*)0,&g_301,(void*)0,&g_301,(void*)0},{&g_139,&l_713,&g_1105,(void*)0,(void*)0,&g_1105}},{{&g_139,&g_139,(void*)0,&g_139,(void*)0,&g_1105},{&g_1105,&g_301,&g_139,(void*)0,&g_1105,(void*)0},{&g_1105,&g_1105,&g_139,(void*)0,&g_139,&g_1105},{(void*)0,(void*)0,(void*)0,(void*)0,&g_139,&g_1105},{(void*)0,&g_139,&g_1105,&g_301,(void*)0,(void*)0}},{{&g_301,&g_1105,&g_301,&g_139,&g_301,&g_1105},{&g_301,&l_713,(void*)0,&g_139,&g_1105,&g_301},{&g_139,&g_301,&g_139,(void*)0,&g_301,&g_1105},{&g_139,&g_139,(void*)0,&g_139,&g_139,&g_301},{&g_139,&g_1105,&g_139,&g_139,&g_139,(void*)0}}};
    int8_t *l_1159 = &g_773[3][1];
    int32_t *l_1160 = &g_743;
    int32_t l_1181 = 0x493D6D2FL;
    uint32_t l_1196 = 0x0823E8CAL;
    const int8_t l_1255 = 0x20L;
    const int32_t ***l_1283 = (void*)0;
    int8_t ****l_1302 = &g_1194;
    const uint16_t l_1359 = 0xEBEAL;
    const int32_t l_1386[2] = {4L,4L};
    int8_t l_1389 = (-10L);
    int8_t l_1413 = 0x07L;
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
            l_706[i][j] = 1UL;
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 4; k++)
                l_1136[i][j][k] = &l_40;
        }
    }
    (*g_98) = func_2((safe_unary_minus_func_uint64_t_u(((*l_13) = (((*l_8)--) , ((void*)0 == &g_9))))), g_15, (((safe_add_func_int64_t_s_s(l_18, func_19((safe_div_func_int32_t_s_s(func_24((l_18 & (safe_add_func_uint8_t_u_u(((((safe_rshift_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((*g_616) = ((0x8FF8CD3BL != g_15) , (func_35(g_15, (l_41 |= l_18), g_15, g_15) , (*g_616)))), 5)), (*g_571))) , 0UL) == g_228) >= g_402.f3), 249UL))), l_705, l_40, l_706[0][0]), l_713)), &g_431))) & l_713) , &l_41), g_351[1]);
    (*g_239) = l_1160;
    if (((((*g_812) != (g_64 = ((safe_sub_func_int16_t_s_s(((safe_sub_func_int64_t_s_s(0xFEEE2D48F4E33D9BLL, (((g_95[2] , ((((*g_616) = (safe_div_func_int8_t_s_s((((safe_rshift_func_int8_t_s_u(((safe_add_func_uint64_t_u_u((**g_861), ((*l_1160) = g_228))) & (safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(0xA532L, (safe_mod_func_int8_t_s_s(((*g_571) &= (safe_rshift_func_int16_t_s_s((*g_616), (safe_div_func_uint64_t_u_u(((*l_13) = (((((((**g_607) | (*g_756)) || (**g_615)) | (**g_607)) >= g_62) , (*g_862)) != g_68)), g_757[3][2][1]))))), (*g_756))))), 12))), 3)) ^ 0xF3B6L) , 0x6DL), (*g_756)))) , g_431) <= g_402.f2)) || (*g_862)) , (*l_1160)))) <= l_1181), 0x55FDL)) == g_1105))) | g_402.f3) | 0x32B9A683L))
    {
        int8_t l_1186 = 0x14L;
        int32_t l_1187[2];
        int8_t **l_1192 = &g_571;
        int8_t ***l_1191 = &l_1192;
        int i;
        for (i = 0; i < 2; i++)
            l_1187[i] = (-9L);
        for (g_743 = 0; (g_743 <= 6); g_743 += 1)
        {
            const uint8_t l_1182[3] = {8UL,8UL,8UL};
            int i;
            return l_1182[2];
        }
        for (g_139 = 0; (g_139 >= 23); g_139 = safe_add_func_int32_t_s_s(g_139, 3))
        {
            int32_t l_1185[4][3][1] = {{{3L},{0xEEA70E28L},{3L}},{{0xEEA70E28L},{3L},{0xEEA70E28L}},{{3L},{0xEEA70E28L},{3L}},{{0xEEA70E28L},{3L},{0xEEA70E28L}}};
            int i, j, k;
            l_1185[2][1][0] &= (**g_484);
            --g_1188[0][1];
        }
        (*g_1193) = l_1191;
        --l_1196;
    }
    else
    {
        union U0 *l_1202 = &g_268;
        int32_t l_1219 = 0xD74C0F23L;
        int32_t ***l_1369 = &l_1136[0][4][0];
        int8_t l_1388[6][4][4] = {{{(-9L),(-1L),2L,(-1L)},{(-1L),(-6L),2L,2L},{(-9L),(-9L),(-1L),2L},{0xE5L,(-6L),0xE5L,(-1L)}},{{0xE5L,(-1L),(-1L),0xE5L},{(-9L),(-1L),2L,(-1L)},{(-1L),(-6L),2L,2L},{(-9L),(-9L),(-1L),2L}},{{0xE5L,(-6L),0xE5L,(-1L)},{0xE5L,(-1L),(-1L),0xE5L},{(-9L),(-1L),2L,(-1L)},{(-1L),(-6L),2L,2L}},{{(-9L),(-9L),(-1L),2L},{0xE5L,(-6L),0xE5L,(-1L)},{0xE5L,(-1L),(-1L),0xE5L},{(-9L),(-1L),2L,(-1L)}},{{(-1L),(-6L),2L,2L},{(-9L),(-9L),(-1L),2L},{0xE5L,(-6L),0xE5L,(-1L)},{0xE5L,(-1L),(-1L),0xE5L}},{{(-9L),(-1L),2L,(-1L)},{(-1L),(-6L),2L,2L},{(-9L),(-9L),(-1L),2L},{0xE5L,(-6L),0xE5L,(-1L)}}};
        int i, j, k;
        if ((safe_mul_func_int8_t_s_s(((g_1201[1] , (((**g_1126) = l_1202) != l_1202)) < ((safe_mul_func_int8_t_s_s(((**g_1195) = (((safe_rshift_func_uint8_t_u_u((((safe_add_func_int32_t_s_s((((safe_sub_func_int32_t_s_s(0x53E505A8L, (safe_sub_func_uint32_t_u_u(((safe_mul_func_uint8_t_u_u(((((safe_lshift_func_int8_t_s_u((((***g_1194) & (0x55F5CC0BL <= (safe_sub_func_int64_t_s_s(g_68, 0xB8C5D5C0DCD0604DLL)))) != (*g_571)), 0)) , l_1219) < 4294967295UL) , (*g_756)), 0L)) ^ l_1219), (*g_76))))) ^ 4294967290UL) == l_1219), 0x39E37C79L)) > (*l_1160)) == l_1219), 1)) , l_1219) <= 0L)), (*l_1160))) , 3L)), 1L)))
        {
            int64_t l_1245 = 0x89AE1FAF1BA4F812LL;
            int32_t l_1284 = 0x5A3987FAL;
            int32_t ***l_1287[10][10][2] = {{{&g_810,&g_810},{(void*)0,(void*)0},{&g_810,(void*)0},{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{(void*)0,&g_810},{(void*)0,(void*)0},{(void*)0,&g_810},{(void*)0,(void*)0}},{{(void*)0,&g_810},{(void*)0,(void*)0},{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,(void*)0},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810}},{{&g_810,(void*)0},{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,(void*)0},{&g_810,(void*)0}},{{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{(void*)0,(void*)0},{&g_810,(void*)0},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,(void*)0},{(void*)0,&g_810},{&g_810,(void*)0}},{{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810}},{{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,&g_810}},{{(void*)0,(void*)0},{&g_810,(void*)0},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,(void*)0},{(void*)0,&g_810},{&g_810,(void*)0},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810}},{{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810}},{{(void*)0,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,(void*)0},{&g_810,&g_810},{(void*)0,(void*)0},{&g_810,(void*)0},{&g_810,&g_810}},{{&g_810,(void*)0},{&g_810,(void*)0},{(void*)0,&g_810},{&g_810,(void*)0},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{&g_810,&g_810},{(void*)0,&g_810}}};
            int16_t **l_1316 = (void*)0;
            int32_t l_1319 = 0xAE24828CL;
            uint64_t l_1340 = 0x2E536323D7AA9574LL;
            int16_t l_1341 = 0xA80FL;
            int8_t **l_1410 = &l_1159;
            int32_t *l_1414 = &l_1181;
            int i, j, k;
        }
        else
        {
            for (g_612 = 26; (g_612 <= 31); ++g_612)
            {
                if ((*g_1004))
                    break;
            }
        }
        (*g_1004) |= (**g_1368);
    }
    return (*g_862);
}
static int32_t * func_2(uint8_t p_3, int64_t p_4, int32_t * p_5, int32_t * p_6)
{
    union U0 **l_959 = &g_711;
    union U0 ***l_958[4][2][8] = {{{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959},{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959}},{{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959},{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959}},{{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959},{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959}},{{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959},{&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959,&l_959}}};
    int32_t l_965 = 0x71F015D7L;
    uint32_t l_978 = 4294967291UL;
    int32_t l_979[6][2][9] = {{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}},{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}},{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}},{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}},{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}},{{0x8A805419L,0xBA8DAEAAL,1L,0xBA8DAEAAL,0x8A805419L,1L,0L,0L,1L},{0x27969726L,0xD8A290DCL,1L,0xD8A290DCL,0x27969726L,1L,0x45EA68C6L,0x45EA68C6L,1L}}};
    int16_t l_1000 = (-1L);
    int64_t *l_1003 = &g_301;
    uint32_t *l_1012 = &g_612;
    uint32_t **l_1011 = &l_1012;
    int16_t l_1063 = 1L;
    uint64_t l_1097 = 18446744073709551613UL;
    int i, j, k;
    for (g_62 = 1; (g_62 <= 5); g_62 += 1)
    {
        uint8_t ***l_945 = (void*)0;
        uint8_t ***l_946 = (void*)0;
        uint8_t **l_947 = &g_608[1];
        uint32_t * const *l_956 = &g_351[1];
        int32_t l_960[1];
        uint16_t *l_961 = &g_190;
        int32_t *l_962 = &g_743;
        int32_t l_980 = 0xEB6B0081L;
        uint8_t l_981 = 255UL;
        int i;
        for (i = 0; i < 1; i++)
            l_960[i] = (-1L);
        (*l_962) ^= ((safe_mul_func_int16_t_s_s((safe_mod_func_int16_t_s_s(((safe_add_func_int32_t_s_s(((*p_5) = (((*l_961) = ((safe_mul_func_int16_t_s_s(((safe_sub_func_int64_t_s_s(g_436.f0, p_4)) , ((safe_div_func_int8_t_s_s((((safe_div_func_int16_t_s_s(((l_947 = (void*)0) != (((**g_607) = ((**g_755) &= (++p_3))) , (void*)0)), (safe_unary_minus_func_uint64_t_u(((safe_mod_func_uint16_t_u_u(p_4, (safe_mul_func_int16_t_s_s((g_955 , (l_956 == (((g_957 , &g_710) == l_958[3][1][6]) , (*g_322)))), p_4)))) || (-3L)))))) , g_955.f1) >= p_4), l_960[0])) != l_960[0])), 0x7217L)) != p_4)) && 65535UL)), 0x8B4EE7AEL)) & l_960[0]), (**g_615))), 65531UL)) | p_4);
        for (g_469 = 0; (g_469 <= 5); g_469 += 1)
        {
            int32_t l_966 = 0xE0ABC0A2L;
            uint32_t *l_967 = &g_95[5];
            int i, j;
            (*p_5) = ((safe_mod_func_int32_t_s_s(((((l_965 > (((*l_967) = ((*l_962) = l_966)) || 1UL)) > g_268.f2) != ((l_966 , ((p_3 , (safe_mul_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((p_3 <= 0x08L), ((((safe_sub_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s((l_979[3][1][5] ^= (safe_lshift_func_int16_t_s_u((((l_978 , 1UL) != p_3) , p_4), 1))), 9L)) | l_966), p_4)) || p_4) < 0xC2D9L) != 0xC58DL))), p_3))) >= 1L)) , p_4)) , l_966), l_980)) || l_981);
        }
    }
    (*g_1004) = ((l_978 ^ 0x0E7EL) ^ ((((safe_mod_func_int32_t_s_s((safe_rshift_func_int8_t_s_s((((*p_5) = (((safe_sub_func_uint64_t_u_u(p_3, (l_965 = ((*l_1003) &= (safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((248UL > (safe_sub_func_int8_t_s_s(((l_979[0][0][1] = (g_100 , (safe_div_func_int64_t_s_s(((safe_add_func_int16_t_s_s((((((safe_div_func_int8_t_s_s((0UL ^ l_1000), (p_3 | (safe_div_func_uint8_t_u_u(248UL, l_965))))) > (*p_5)) ^ p_3) >= (**g_861)) > 0xEDD81E1CL), 0x6004L)) < l_979[3][0][7]), (*g_862))))) < (*g_571)), l_1000))) | (*g_756)), l_978)), 3)))))) && 65535UL) , l_965)) >= 2UL), l_1000)), l_1000)) | l_978) || (*g_862)) | l_978));
    for (g_436.f3 = (-2); (g_436.f3 < (-27)); g_436.f3--)
    {
        uint32_t **l_1014 = &l_1012;
        int32_t l_1033 = 0x12741C3AL;
        uint32_t l_1036[6][5] = {{9UL,9UL,18446744073709551613UL,9UL,9UL},{6UL,9UL,6UL,6UL,9UL},{9UL,6UL,6UL,9UL,6UL},{9UL,9UL,18446744073709551613UL,9UL,9UL},{6UL,9UL,6UL,6UL,9UL},{9UL,6UL,6UL,9UL,6UL}};
        int8_t *l_1041 = &g_773[3][1];
        int32_t l_1062 = 1L;
        int32_t l_1064[8];
        int32_t **l_1076 = &g_811;
        int32_t ***l_1077 = &g_810;
        uint16_t *l_1082[9] = {&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190};
        uint64_t ** const l_1084 = (void*)0;
        int8_t l_1085 = 1L;
        uint32_t l_1099 = 0xF1BAC724L;
        int32_t l_1113 = (-8L);
        int32_t l_1124 = 0xBED5FCA2L;
        int i, j;
        for (i = 0; i < 8; i++)
            l_1064[i] = 0xAE047C72L;
        for (g_836 = 29; (g_836 > 41); g_836 = safe_add_func_uint16_t_u_u(g_836, 8))
        {
            uint8_t l_1030 = 0UL;
            int32_t l_1034 = 7L;
            int32_t l_1035[4];
            int32_t *l_1053 = &l_1034;
            int32_t *l_1054 = &g_743;
            int32_t *l_1055 = &l_979[1][1][8];
            int32_t *l_1056 = (void*)0;
            int32_t *l_1057 = &l_1035[0];
            int32_t *l_1058 = &l_1035[2];
            int32_t *l_1059 = &l_979[4][1][2];
            int32_t *l_1060 = &g_60;
            int32_t *l_1061[2];
            uint64_t l_1065 = 0xC12FDFB7BA82E41FLL;
            int i;
            for (i = 0; i < 4; i++)
                l_1035[i] = 0x2B6CBF01L;
            for (i = 0; i < 2; i++)
                l_1061[i] = &l_1035[0];
            for (g_60 = 16; (g_60 == 27); ++g_60)
            {
                uint32_t ***l_1013[8] = {&l_1011,&l_1011,&l_1011,&l_1011,&l_1011,&l_1011,&l_1011,&l_1011};
                int i;
                l_1014 = l_1011;
            }
            for (g_268.f3 = 0; (g_268.f3 >= 0); g_268.f3 -= 1)
            {
                int32_t *l_1015 = &l_965;
                int32_t *l_1016 = &l_979[5][1][3];
                int32_t *l_1017 = &g_743;
                int32_t *l_1018 = &l_979[3][1][5];
                int32_t *l_1019 = &l_979[1][1][7];
                int32_t *l_1020 = (void*)0;
                int32_t *l_1021 = &l_979[3][1][5];
                int32_t *l_1022 = &g_60;
                int32_t *l_1023 = &l_979[3][1][5];
                int32_t *l_1024 = &g_743;
                int32_t *l_1025 = (void*)0;
                int32_t *l_1026 = &l_979[1][0][4];
                int32_t *l_1027 = &g_60;
                int32_t *l_1028 = &l_979[3][1][5];
                int32_t *l_1029[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int8_t **l_1042 = &l_1041;
                int16_t ***l_1049 = &g_615;
                int16_t ****l_1048 = &l_1049;
                uint32_t **l_1050[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_1050[i] = &g_351[1];
                --l_1030;
                l_1036[2][0]--;
                (*l_1019) ^= (g_95[(g_268.f3 + 3)] & (l_1035[0] = ((safe_rshift_func_uint16_t_u_s(l_1036[2][0], ((**g_615) = ((((*l_1042) = l_1041) == (g_571 = &g_295)) ^ (safe_unary_minus_func_uint32_t_u((safe_div_func_uint16_t_u_u(((((&g_615 != ((*l_1048) = &g_615)) & 0x5F617501L) > (l_1050[0] != ((*g_639) = ((safe_lshift_func_uint8_t_u_u(0xBBL, 6)) , (void*)0)))) >= p_4), p_3)))))))) <= 0xA2L)));
            }
            l_1065++;
        }
        if ((safe_mul_func_uint8_t_u_u(((void*)0 != &l_1011), ((**g_607) = ((0xF6F8L && (((safe_rshift_func_uint8_t_u_u(((((((safe_rshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u(((((*l_1003) = (3UL >= ((((*l_1077) = l_1076) == (void*)0) , ((*g_756)--)))) , ((safe_mul_func_uint16_t_u_u((g_190 ^= l_1064[4]), l_979[3][1][5])) > (safe_unary_minus_func_uint8_t_u(0x72L)))) != l_965), (**g_861))), (**g_615))) , (void*)0) == l_1084) <= 4294967292UL) , (*g_862)) && l_1085), p_3)) == p_3) , 1L)) ^ 1UL)))))
        {
            int32_t l_1086 = 3L;
            if (l_1086)
                break;
            (*p_5) ^= (safe_rshift_func_int16_t_s_s((*g_616), ((**g_615) <= ((safe_mod_func_int16_t_s_s(((g_14 &= (safe_lshift_func_uint8_t_u_u(p_4, ((((18446744073709551610UL || p_3) , ((safe_lshift_func_uint16_t_u_u(((*g_862) , (safe_sub_func_int32_t_s_s(((0xCAL || 5L) & (p_3 || l_1086)), 0UL))), p_3)) == (*g_1004))) <= 0xCFF6D86167295D14LL) <= p_3)))) >= 0x0AAD12412CD4ACD3LL), l_1097)) , p_3))));
            (*p_5) = (*p_5);
        }
        else
        {
            int32_t *l_1098[9][4][1] = {{{&l_1033},{&l_1033},{&l_1064[4]},{&l_979[2][0][6]}},{{&l_1064[4]},{&l_1033},{&l_1033},{&l_979[3][0][5]}},{{&l_1064[1]},{&l_979[2][0][6]},{&g_743},{&g_743}},{{&l_1033},{&g_743},{&g_743},{&l_979[2][0][6]}},{{&l_1064[1]},{&l_979[3][0][5]},{&l_1033},{&l_1033}},{{(void*)0},{&l_979[3][1][5]},{(void*)0},{&l_979[2][0][6]}},{{&g_60},{&l_1033},{(void*)0},{&l_979[3][1][5]}},{{&l_1033},{&g_743},{&g_60},{&g_743}},{{&l_1033},{&l_979[3][1][5]},{(void*)0},{&l_1033}}};
            int i, j, k;
            --l_1099;
            for (g_478 = 0; (g_478 > (-7)); g_478--)
            {
                int8_t l_1104 = (-6L);
                uint8_t *** const l_1112 = &g_607;
                int32_t l_1114[4] = {(-1L),(-1L),(-1L),(-1L)};
                uint8_t l_1119 = 3UL;
                int i;
                if ((l_1114[2] |= ((l_1104 == (((g_1105 , (safe_rshift_func_uint8_t_u_u(p_3, 1))) >= (safe_add_func_uint8_t_u_u((p_4 , (safe_lshift_func_int8_t_s_s(((*g_571) = (((5L > 0UL) , ((((((p_4 && ((l_1112 != &g_607) <= l_1113)) & 0xE3L) || 0L) , (-2L)) > p_4) && l_1104)) , l_979[3][1][5])), 4))), 1L))) | p_4)) < (*g_862))))
                {
                    uint32_t *l_1120 = &g_95[2];
                    int32_t l_1121 = 0xD03EA157L;
                    l_1062 ^= ((safe_lshift_func_uint8_t_u_s((safe_div_func_int32_t_s_s((*p_5), ((*l_1120) = l_1119))), 0)) != p_4);
                    l_1121 = ((*p_5) = 0x2BF8BE1AL);
                    if ((*p_5))
                        continue;
                    if ((*p_5))
                        continue;
                }
                else
                {
                    uint64_t ***l_1122 = &g_861;
                    int32_t l_1123 = 0xE9C816ADL;
                    l_1033 = (((((*p_5) = ((((void*)0 != &g_755) < ((0x064AL != (l_1036[1][4] > (((*l_1122) = &g_862) == ((*g_571) , &g_862)))) | (l_1062 != 4L))) >= g_469)) ^ l_1123) ^ 1UL) , l_1124);
                    if (l_1123)
                        continue;
                }
                g_1125[4][2][0] = g_1125[4][2][0];
                (*p_5) ^= (safe_add_func_uint16_t_u_u((p_4 | (safe_lshift_func_uint16_t_u_s((++g_190), 6))), 0L));
            }
        }
    }
    return p_6;
}
static int64_t func_19(int8_t p_20, uint64_t * p_21)
{
    int16_t l_718 = 0xB8BEL;
    union U0 **l_719 = &g_711;
    const union U0 *l_722[3][3];
    const union U0 * const *l_721 = &l_722[2][0];
    int32_t l_771 = 9L;
    uint8_t l_772 = 255UL;
    int32_t l_797 = (-1L);
    int32_t l_798 = 2L;
    int32_t l_801 = 0x4AF73A05L;
    int32_t l_803[1];
    int32_t *l_851 = &g_15;
    int32_t **l_853 = (void*)0;
    int32_t ** const *l_852 = &l_853;
    int8_t l_868 = 0x36L;
    uint16_t l_874[6] = {0xEEFEL,0xEEFEL,0xEEFEL,0xEEFEL,0xEEFEL,0xEEFEL};
    int i, j;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
            l_722[i][j] = (void*)0;
    }
    for (i = 0; i < 1; i++)
        l_803[i] = 0x893D1C9AL;
    for (g_113 = (-20); (g_113 == 9); ++g_113)
    {
        union U0 ***l_720[9] = {&l_719,&l_719,&l_719,&l_719,&l_719,&l_719,&l_719,&l_719,&l_719};
        uint64_t *l_727[4];
        uint64_t **l_726 = &l_727[1];
        int32_t *l_728 = &g_64;
        int i;
        for (i = 0; i < 4; i++)
            l_727[i] = &g_431;
        (*l_728) |= (((safe_div_func_int32_t_s_s(p_20, l_718)) & ((l_719 = l_719) != l_721)) != ((g_139 = (g_479 != ((safe_lshift_func_int8_t_s_u(((**g_607) , (safe_unary_minus_func_int32_t_s(p_20))), 3)) >= l_718))) != (l_726 == &l_727[1])));
        if ((*l_728))
            break;
        for (g_54 = 1; (g_54 >= 0); g_54 -= 1)
        {
            for (g_478 = 1; (g_478 >= 0); g_478 -= 1)
            {
                int32_t l_742 = 0xECDF1AE8L;
                (*l_728) ^= p_20;
                for (g_57 = 0; (g_57 <= 1); g_57 += 1)
                {
                    int32_t *l_729[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_729[i] = &g_64;
                    if (p_20)
                        break;
                    (*g_730) = l_729[1];
                    if (g_731)
                        break;
                    return g_64;
                }
                for (g_402.f3 = 0; (g_402.f3 <= 1); g_402.f3 += 1)
                {
                    uint8_t l_732 = 0xB1L;
                    (*l_728) = (l_732 < (p_20 , ((g_355 , ((safe_div_func_int8_t_s_s((*g_571), (safe_mod_func_int32_t_s_s(((((safe_unary_minus_func_int32_t_s(l_718)) < (((*l_728) , (**g_607)) == ((safe_add_func_uint64_t_u_u(g_15, ((((safe_add_func_uint64_t_u_u(l_742, (*l_728))) > g_100.f3) , p_20) > p_20))) | p_20))) , p_20) & 0xA4L), p_20)))) , (void*)0)) != &g_639)));
                    if (g_743)
                        break;
                }
                for (g_228 = 0; (g_228 <= 1); g_228 += 1)
                {
                    (*l_728) = l_718;
                    return g_57;
                }
            }
        }
    }
    for (g_612 = 0; (g_612 == 50); g_612 = safe_add_func_uint16_t_u_u(g_612, 6))
    {
        int8_t **l_750 = &g_571;
        uint8_t * const **l_753 = (void*)0;
        uint8_t * const **l_754[9];
        int32_t l_764[10] = {(-7L),(-7L),0xEB64B9C2L,(-7L),(-7L),0xEB64B9C2L,(-7L),(-7L),0xEB64B9C2L,(-7L)};
        uint16_t *l_769[2];
        int64_t *l_770[3][2][2] = {{{&g_301,(void*)0},{&g_301,(void*)0}},{{&g_301,(void*)0},{&g_301,(void*)0}},{{&g_301,(void*)0},{&g_301,(void*)0}}};
        int32_t **l_807 = (void*)0;
        uint32_t ****l_869 = &g_639;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_754[i] = (void*)0;
        for (i = 0; i < 2; i++)
            l_769[i] = &g_57;
    }
lbl_930:
    for (g_431 = (-20); (g_431 != 58); ++g_431)
    {
        const volatile uint16_t **l_897 = &g_895[0];
        const volatile uint16_t ***l_896 = &l_897;
        (*l_896) = g_894[3][0][1];
        for (g_654 = 0; (g_654 != 18); ++g_654)
        {
            union U0 *l_900[3];
            int32_t l_915 = 0x64E04025L;
            int i;
            for (i = 0; i < 3; i++)
                l_900[i] = &g_402;
            for (g_743 = 0; (g_743 <= 1); g_743 += 1)
            {
                int32_t l_904 = 0xEB0A6233L;
                int32_t l_906 = (-1L);
                int32_t **l_914 = &g_76;
                uint64_t *l_918 = &g_835;
                uint64_t *l_924 = &g_228;
                int i;
                if (g_481[g_743])
                {
                    (*l_719) = l_900[0];
                }
                else
                {
                    int32_t *l_901 = &l_771;
                    int32_t *l_902 = &l_803[0];
                    int32_t *l_903 = (void*)0;
                    int32_t *l_905[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_905[i] = &l_803[0];
                    --g_907;
                }
                for (p_20 = 0; (p_20 <= 2); p_20 += 1)
                {
                    return p_20;
                }
                l_906 = (((*g_756) = 252UL) >= ((*g_571) = ((safe_div_func_uint64_t_u_u((((&g_76 != l_914) >= ((l_915 &= g_436.f0) , ((**g_607) = (safe_add_func_uint64_t_u_u(((*l_918) = (p_20 , 1UL)), ((*l_924) &= (safe_rshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((((p_20 , (l_915 <= 0xED424631L)) ^ 0xDBB5DA3B731A7CB8LL) , 4294967295UL), g_923)), 2)))))))) , (*p_21)), 0x60E85770D470AD22LL)) < (*g_571))));
            }
        }
    }
    for (g_478 = (-17); (g_478 != (-30)); g_478--)
    {
        const int32_t *l_928 = (void*)0;
        const int32_t **l_927 = &l_928;
        int32_t *l_929 = &l_797;
        (*l_927) = (void*)0;
        if ((*g_812))
            break;
        (*l_929) = p_20;
        if (g_478)
            goto lbl_930;
    }
    return l_797;
}
static int32_t func_24(const uint32_t p_25, uint8_t p_26, uint32_t * p_27, int8_t p_28)
{
    union U0 *l_709 = (void*)0;
    int32_t *l_712 = &g_60;
    for (p_28 = (-21); (p_28 == 13); p_28 = safe_add_func_uint32_t_u_u(p_28, 1))
    {
        (*g_710) = l_709;
    }
    (*l_712) &= 1L;
    return p_25;
}
static uint64_t func_35(uint32_t p_36, int32_t p_37, uint32_t p_38, int8_t p_39)
{
    int8_t l_42[1];
    int16_t *l_53 = &g_54;
    uint16_t *l_55 = (void*)0;
    uint16_t *l_56[7];
    int32_t l_58 = 0xCB6EA418L;
    int32_t * const l_59 = &g_60;
    uint8_t *l_61 = &g_62;
    uint32_t l_63 = 0x5F9BA4AEL;
    int8_t *l_65 = &l_42[0];
    uint32_t **l_211 = (void*)0;
    uint32_t ***l_212 = &l_211;
    int32_t l_325 = (-2L);
    int32_t **l_335 = (void*)0;
    int8_t l_336 = 0L;
    int8_t l_473[6] = {5L,9L,9L,5L,9L,9L};
    int32_t l_475 = 0xE21B65C4L;
    int32_t l_477 = 1L;
    int32_t l_480 = 0x30D646BEL;
    uint8_t l_539 = 0xB2L;
    int32_t l_548 = (-2L);
    int32_t l_549 = 1L;
    int32_t l_550 = 0L;
    int16_t ***l_671 = &g_615;
    int i;
    for (i = 0; i < 1; i++)
        l_42[i] = 0xBBL;
    for (i = 0; i < 7; i++)
        l_56[i] = &g_57;
    for (p_38 = 0; p_38 < 1; p_38 += 1)
    {
        l_42[p_38] = 9L;
    }
    if (((6L || (((*l_65) = (g_64 = (((((0x5AD3L | 65535UL) != (((safe_sub_func_int16_t_s_s(((safe_rshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_s(l_42[0], (safe_add_func_uint16_t_u_u(((*l_59) = ((safe_mod_func_int16_t_s_s(((*l_53) &= 0L), (((((l_58 |= p_36) , &l_58) == l_59) | ((*l_61) &= 0UL)) , 1L))) ^ 0x8909FF4C90EB1F0CLL)), 65526UL)))), 0)) > (-2L)), l_63)) , g_15) && p_36)) < 255UL) ^ g_57) == 0xE7680DD333F0D229LL))) > p_36)) , p_39))
    {
        const uint8_t *l_67 = &g_68;
        const uint8_t **l_66 = &l_67;
        int32_t l_74 = 0xCF97A265L;
        int32_t *l_77 = &l_58;
        int16_t *l_90 = &g_54;
        if ((((*l_66) = l_61) != &g_62))
        {
            int8_t l_78 = 0L;
            for (g_62 = (-4); (g_62 <= 46); ++g_62)
            {
                uint32_t l_73 = 18446744073709551612UL;
                for (g_60 = 0; (g_60 == 23); ++g_60)
                {
                    return g_62;
                }
                l_73 ^= g_62;
                (*l_59) |= l_74;
                (*g_75) = &p_37;
            }
            l_77 = &p_37;
            return l_78;
        }
        else
        {
            uint16_t l_91[3];
            int32_t *l_111 = &l_74;
            const int32_t *l_112 = (void*)0;
            int i;
            for (i = 0; i < 3; i++)
                l_91[i] = 0xA6C6L;
            for (p_37 = 0; (p_37 >= 0); p_37 -= 1)
            {
                uint64_t l_92 = 0UL;
                int32_t l_94 = 0xE2C157B4L;
                int32_t **l_110 = (void*)0;
                int32_t *l_114 = (void*)0;
                int32_t *l_115 = &l_74;
                for (l_63 = 0; (l_63 <= 0); l_63 += 1)
                {
                    int32_t *l_93 = (void*)0;
                    int i;
                    g_95[2] = (safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u(((g_54 = (safe_mod_func_uint8_t_u_u(g_57, p_37))) && ((l_94 = (l_92 |= ((((*l_77) >= (+((((*g_75) == &g_64) <= (*l_77)) & (l_42[p_37] = (l_56[(l_63 + 4)] == ((g_64 >= ((*g_76) = ((7UL < 0xF714L) & p_36))) , l_90)))))) , l_91[1]) , p_38))) , g_60)), 1)), g_15)), 1UL)), 1));
                    if ((**g_75))
                        continue;
                }
                if ((**g_75))
                {
                    (*l_77) ^= (safe_unary_minus_func_uint32_t_u(g_60));
                }
                else
                {
                    int32_t *l_97 = &g_60;
                    (*g_98) = l_97;
                }
                (*l_115) &= (~(g_113 ^= (g_15 != (((g_100 , g_62) != ((void*)0 != &g_54)) , ((safe_unary_minus_func_uint32_t_u((((safe_add_func_uint16_t_u_u(((g_95[3] ^= ((safe_div_func_uint8_t_u_u((((*l_59) |= (safe_mul_func_int8_t_s_s(((safe_div_func_uint8_t_u_u((g_15 < (((l_111 = &p_37) != (((&l_59 != &g_76) >= (*l_77)) , l_112)) != 0xD9L)), p_36)) , g_57), (*l_77)))) && g_68), g_64)) < 0x926BL)) , 65529UL), p_37)) , 1L) <= g_100.f3))) & p_38)))));
            }
            return g_60;
        }
    }
    else
    {
        uint32_t l_122[8][4] = {{0x8C50A102L,1UL,0xBAD782A0L,0x8C50A102L},{0xBAD782A0L,0x8C50A102L,18446744073709551615UL,18446744073709551615UL},{0x0D0ED264L,0x0D0ED264L,0UL,0xF62356A2L},{0x0D0ED264L,1UL,18446744073709551615UL,0x0D0ED264L},{0xBAD782A0L,0xF62356A2L,0xBAD782A0L,18446744073709551615UL},{0x8C50A102L,0xF62356A2L,0UL,0x0D0ED264L},{0xF62356A2L,1UL,1UL,0xF62356A2L},{0xBAD782A0L,0x0D0ED264L,1UL,18446744073709551615UL}};
        int32_t l_156 = (-8L);
        int32_t l_165 = 0x027467C1L;
        int32_t **l_193[4];
        uint32_t *l_197 = &g_95[4];
        uint32_t **l_196 = &l_197;
        uint32_t *l_199[2];
        uint32_t **l_198 = &l_199[1];
        uint32_t *l_201 = &l_63;
        uint32_t **l_200 = &l_201;
        int64_t *l_207 = &g_139;
        int8_t l_210 = (-4L);
        int i, j;
        for (i = 0; i < 4; i++)
            l_193[i] = &g_76;
        for (i = 0; i < 2; i++)
            l_199[i] = (void*)0;
        for (p_36 = (-21); (p_36 > 17); ++p_36)
        {
            int32_t l_136 = 0xB002579AL;
            const uint32_t l_153[4][7] = {{0x72FDCC55L,5UL,18446744073709551615UL,0x12FB1C12L,0UL,0x12FB1C12L,18446744073709551615UL},{0xE917A824L,0xE917A824L,18446744073709551608UL,0x4750ADD4L,5UL,0xF060B1AEL,0x72FDCC55L},{0x72FDCC55L,0x12FB1C12L,18446744073709551608UL,18446744073709551608UL,0x12FB1C12L,0x72FDCC55L,0UL},{0x91527EC9L,18446744073709551608UL,18446744073709551615UL,0UL,5UL,5UL,0UL}};
            int16_t l_188[1][7] = {{0L,0L,0L,0L,0L,0L,0L}};
            int32_t *l_192 = &l_58;
            int i, j;
        }
        (*g_98) = (*g_98);
        l_210 &= ((**g_98) == (safe_add_func_uint64_t_u_u(0UL, ((p_39 & (((0xA5466BB0A552AD8CLL ^ (((*l_200) = ((*l_198) = ((*l_196) = &g_95[0]))) == &l_63)) || (safe_unary_minus_func_uint32_t_u((safe_lshift_func_int16_t_s_u((((*l_207) = (*l_59)) == (((g_15 , (safe_lshift_func_int8_t_s_u(((p_38 || p_36) > p_39), g_64))) , 0xB9DD186F0C3C4A37LL) == g_54)), 10))))) , 3L)) == 0x5CA3757EL))));
    }
    (*l_212) = ((&g_15 == l_59) , l_211);
    return g_402.f1;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_95[i], "g_95[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_100.f0, "g_100.f0", print_hash_value);
    transparent_crc(g_100.f1, "g_100.f1", print_hash_value);
    transparent_crc(g_100.f2, "g_100.f2", print_hash_value);
    transparent_crc(g_100.f3, "g_100.f3", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_166, "g_166", print_hash_value);
    transparent_crc(g_190, "g_190", print_hash_value);
    transparent_crc(g_228, "g_228", print_hash_value);
    transparent_crc(g_268.f0, "g_268.f0", print_hash_value);
    transparent_crc(g_268.f1, "g_268.f1", print_hash_value);
    transparent_crc(g_268.f2, "g_268.f2", print_hash_value);
    transparent_crc(g_268.f3, "g_268.f3", print_hash_value);
    transparent_crc(g_295, "g_295", print_hash_value);
    transparent_crc(g_301, "g_301", print_hash_value);
    transparent_crc(g_355, "g_355", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_376[i][j], "g_376[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_402.f0, "g_402.f0", print_hash_value);
    transparent_crc(g_402.f1, "g_402.f1", print_hash_value);
    transparent_crc(g_402.f2, "g_402.f2", print_hash_value);
    transparent_crc(g_402.f3, "g_402.f3", print_hash_value);
    transparent_crc(g_431, "g_431", print_hash_value);
    transparent_crc(g_436.f0, "g_436.f0", print_hash_value);
    transparent_crc(g_436.f1, "g_436.f1", print_hash_value);
    transparent_crc(g_436.f2, "g_436.f2", print_hash_value);
    transparent_crc(g_436.f3, "g_436.f3", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_460[i][j], "g_460[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_478, "g_478", print_hash_value);
    transparent_crc(g_479, "g_479", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_481[i], "g_481[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_514, "g_514", print_hash_value);
    transparent_crc(g_551, "g_551", print_hash_value);
    transparent_crc(g_600, "g_600", print_hash_value);
    transparent_crc(g_603, "g_603", print_hash_value);
    transparent_crc(g_612, "g_612", print_hash_value);
    transparent_crc(g_654, "g_654", print_hash_value);
    transparent_crc(g_731, "g_731", print_hash_value);
    transparent_crc(g_743, "g_743", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_757[i][j][k], "g_757[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_773[i][j], "g_773[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_835, "g_835", print_hash_value);
    transparent_crc(g_836, "g_836", print_hash_value);
    transparent_crc(g_907, "g_907", print_hash_value);
    transparent_crc(g_923, "g_923", print_hash_value);
    transparent_crc(g_955.f0, "g_955.f0", print_hash_value);
    transparent_crc(g_955.f1, "g_955.f1", print_hash_value);
    transparent_crc(g_955.f2, "g_955.f2", print_hash_value);
    transparent_crc(g_955.f3, "g_955.f3", print_hash_value);
    transparent_crc(g_957.f0, "g_957.f0", print_hash_value);
    transparent_crc(g_957.f1, "g_957.f1", print_hash_value);
    transparent_crc(g_957.f2, "g_957.f2", print_hash_value);
    transparent_crc(g_957.f3, "g_957.f3", print_hash_value);
    transparent_crc(g_1105, "g_1105", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1188[i][j], "g_1188[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1201[i].f0, "g_1201[i].f0", print_hash_value);
        transparent_crc(g_1201[i].f1, "g_1201[i].f1", print_hash_value);
        transparent_crc(g_1201[i].f2, "g_1201[i].f2", print_hash_value);
        transparent_crc(g_1201[i].f3, "g_1201[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1412, "g_1412", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
