# cmake -D "expected=REGEX" -P expect_failure.cmake COMMAND...: runs the stress command and passes only
# if it exits with status 1 (a failure found, not a usage error or a crash of the script) and a line of
# its output starts with a match of REGEX (the report naming the failure). ctest's own checks
# (WILL_FAIL, PASS_REGULAR_EXPRESSION) cannot ask for both at once.
# The command is every argument after "-P <this file>".
set(command)
set(script_seen FALSE)
math(EXPR last_argument "${CMAKE_ARGC} - 1")
foreach(i RANGE 1 ${last_argument})
  if(script_seen)
    list(APPEND command "${CMAKE_ARGV${i}}")
  elseif(CMAKE_ARGV${i} STREQUAL CMAKE_CURRENT_LIST_FILE OR CMAKE_ARGV${i} STREQUAL CMAKE_SCRIPT_MODE_FILE)
    set(script_seen TRUE)
  endif()
endforeach()
if(NOT command)
  message(FATAL_ERROR "usage: cmake -D expected=REGEX -P expect_failure.cmake COMMAND...")
endif()

execute_process(COMMAND ${command} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
message("${output}")
if(NOT status STREQUAL "1")
  message(FATAL_ERROR "expected exit status 1 (a failure found), got '${status}'")
endif()
if(NOT "\n${output}" MATCHES "\n${expected}")
  message(FATAL_ERROR "expected the report to match '${expected}'")
endif()
message("caught, as it should be")
