print("framesolver: commands arrive with the model language")
